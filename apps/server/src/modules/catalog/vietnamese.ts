/**
 * Vietnamese names of Asian grocers' lists printed without English ('Thịt bò xay', 'Gạo thơm', 'Đường trắng',
 * 'Hành tây', 'Tôm sú đông lạnh'), with or without their diacritics, read as the English they mean. Vietnamese is
 * written a syllable a word and one syllable means several things (bò is beef, bơ butter or avocado, both 'bo'
 * without accents): every term here is read as a phrase of its syllables, none alone.
 */
export const VIETNAMESE_PHRASES: readonly [RegExp, string][] = [
  // Meat and poultry.
  [/\bthit\s+bo\s+xay\b/g, ' ground beef '],
  [/\bthit\s+(?:heo|lon)\s+xay\b/g, ' ground pork '],
  [/\bthit\s+bo\b/g, ' beef '],
  [/\bthit\s+(?:heo|lon)\b/g, ' pork '],
  [/\bthit\s+ga\b/g, ' chicken '],
  [/\bthit\s+vit\b/g, ' duck '],
  [/\bthit\s+(?:cuu|de)\b/g, ' lamb '],
  [/\bba\s+chi\b|\bba\s+roi\b/g, ' pork belly '],
  [/\bcanh\s+ga\b/g, ' chicken wing '],
  // Boneless leg meat (đùi gà rút xương) is the thigh; đùi tỏi is the drumstick, má đùi the thigh.
  [/\bdui\s+ga\s+(?:rut|khong)\s+xuong\b/g, ' chicken thigh boneless '],
  [/\bdui\s+toi\s+ga\b|\bdui\s+toi\b/g, ' chicken drumstick '],
  [/\bma\s+dui\s+ga\b|\bma\s+dui\b/g, ' chicken thigh '],
  [/\bdui\s+ga\b/g, ' chicken leg '],
  [/\bga\s+nguyen\s+con\b/g, ' chicken whole '],
  [/\bnguyen\s+con\b/g, ' whole '],
  // Ground (xay, băm).
  [/\b(?:xay|bam)\b/g, ' ground '],
  [/\buc\s+ga\b/g, ' chicken breast '],
  [/\bcha\s+lua\b|\bgio\s+lua\b/g, ' pork roll '],
  // Cuts: nạc vai (shoulder butt), sườn non (spareribs), thăn (loin; nội the tenderloin, ngoại the strip), bắp bò
  // (shank), gầu bò (brisket), xương ống (marrow bones).
  [/\bnac\s+vai\b/g, ' butt '],
  [/\bsuon\s+non\b/g, ' spare rib '],
  [/\bsuon\s+bo\b/g, ' beef rib '],
  [/\bthan\s+(?:noi\s+)?bo\b/g, ' beef tenderloin '],
  [/\bthan\s+ngoai\s+bo\b/g, ' beef striploin '],
  [/\bthan\s+chuot\b/g, ' pork tenderloin '],
  [/\bthan\s+(?:heo|lon)\b/g, ' pork loin '],
  [/\bthan\s+noi\b/g, ' tenderloin '],
  [/\bthan\s+ngoai\b/g, ' striploin '],
  [/\bbap\s+bo\b/g, ' beef shank '],
  [/\bgau\s+bo\b/g, ' beef brisket '],
  [/\bxuong\s+ong\s+bo\b/g, ' beef marrow stockbone '],
  [/\bxuong\s+ong\b/g, ' marrow stockbone '],
  // Fish and seafood.
  [/\bca\s+hoi\b/g, ' salmon '],
  [/\bca\s+ngu\b/g, ' tuna '],
  [/\bca\s+(?:basa|tra)\b/g, ' basa '],
  [/\btom\s+su\b/g, ' shrimp tiger '],
  [/\btom\s+(?:the|tuoi|bot|kho)\b/g, ' shrimp '],
  [/\btom\s+hum\b/g, ' lobster '],
  [/\bmuc\s+ong\b/g, ' squid tube '],
  [/\bmuc\s+(?:la|tuoi|nang|nut)\b/g, ' squid '],
  // Squid tentacles (râu mực), cleaned (làm sạch).
  [/(?<=\bmuc\b.*)\brau\b|\brau\s+muc\b/g, ' tentacle '],
  [/\blam\s+sach\b/g, ' '],
  // Shrimp peeled (lột vỏ, bóc vỏ), deveined (bỏ chỉ, rút chỉ), tail off (bỏ đuôi) or on (còn đuôi).
  [/\b(?:lot|boc)\s+vo\b/g, ' peeled '],
  [/\b(?:bo|rut)\s+chi\b/g, ' deveined '],
  [/\bbo\s+duoi\b/g, ' tailoff '],
  [/\b(?:con|chua)\s+duoi\b/g, ' tailon '],
  [/\bca\s+thu\b/g, ' mackerel '],
  [/\bca\s+com\b/g, ' anchovy '],
  [/\bca\s+ro\s*phi\b|\bca\s+dieu\s+hong\b/g, ' tilapia '],
  [/\bca\s+(?:chem|vuoc)\b/g, ' barramundi '],
  [/\bcua\s+(?:bien|thit|gach)\b/g, ' crab '],
  [/\bso\s+diep\b/g, ' scallop '],
  [/\b(?:vem|chem\s+chep)\b/g, ' mussel '],
  [/\bngheu\b/g, ' clam '],
  [/\bphi\s+le\b/g, ' fillet '],
  // Produce.
  [/\bca\s+chua\s+bi\b/g, ' cherry tomato '],
  [/\bca\s+chua\b/g, ' tomato '],
  [/\bhanh\s+tay\s+(?:do|tim)\b/g, ' onion red '],
  [/\bhanh\s+tay\s+trang\b/g, ' onion white '],
  [/\bhanh\s+tay\b/g, ' onion '],
  [/\bhanh\s+la\b/g, ' scallion '],
  // Fried shallots (hành phi) are no fresh ones.
  [/\bhanh\s+phi\b/g, ' shallot fried '],
  [/\bhanh\s+tim\b|\bhanh\s+kho\b/g, ' shallot '],
  [/\btoi\s+(?:boc|lot)(?:\s+vo)?\b/g, ' garlic peeled '],
  [/\btoi\s+bam\b/g, ' garlic minced '],
  [/\bcu\s+toi\b|\btoi\s+(?:kho|tuoi|ta)\b/g, ' garlic '],
  [/\bgung\s+tuoi\b|\bcu\s+gung\b|\bgung\b/g, ' ginger '],
  [/\bsa\s+(?:cay|bam)\b|\bcay\s+sa\b/g, ' lemongrass '],
  [/\bngo\s+ri\b/g, ' cilantro '],
  [/\bngo\s+gai\b/g, ' culantro '],
  [/\bhung\s+lui\b/g, ' mint '],
  [/\brau\s+ram\b/g, ' cilantro vietnamese '],
  [/\btia\s+to\b/g, ' shiso '],
  [/\bnghe\b/g, ' turmeric '],
  [/\brieng\b/g, ' galangal '],
  [/\bla\s+chanh\b/g, ' lime leaf '],
  // Greens: bok choy (cải thìa, young: non), napa cabbage (cải thảo), mustard greens, choy sum, water spinach.
  [/\bcai\s+thia\b|\bcai\s+be\s+trang\b/g, ' bokchoy '],
  [/(?<=\b(?:bokchoy|cai\s+\w+|rau\s+\w+|mang|bap|dua|gung)\s+)non\b/g, ' baby '],
  [/\bcai\s+thao\b/g, ' napa cabbage '],
  [/\bcai\s+(?:be\s+)?xanh\b/g, ' mustard green '],
  [/\bcai\s+ngot\b/g, ' choy sum '],
  [/\brau\s+muong\b/g, ' water spinach '],
  [/\bcu\s+den\b/g, ' beet '],
  [/\bkhoai\s+mon\b/g, ' taro '],
  [/\bkhoai\s+mi\b/g, ' cassava '],
  [/\bbi\s+do\b/g, ' pumpkin '],
  [/\bkho\s+qua\b|\bmuop\s+dang\b/g, ' bitter melon '],
  [/\bca\s+tim\b/g, ' eggplant asian '],
  [/\bdau\s+bap\b/g, ' okra '],
  [/\bdau\s+que\b/g, ' green bean '],
  [/\bbap\s+(?:my|ngot)\b/g, ' corn '],
  [/\bca\s+rot\b/g, ' carrot '],
  [/\bkhoai\s+tay\b/g, ' potato '],
  [/\bkhoai\s+lang\b/g, ' sweetpotato '],
  [/\bbap\s+cai\s+tim\b/g, ' cabbage red '],
  [/\bbap\s+cai\b/g, ' cabbage '],
  [/\bca\s+chua\s+bi\b/g, ' cherry tomato '],
  [/\bbong\s+cai\s+xanh\b|\bsup\s+lo\s+xanh\b/g, ' broccoli '],
  [/\bbong\s+cai(?:\s+trang)?\b|\bsup\s+lo(?:\s+trang)?\b/g, ' cauliflower '],
  [/\bxa\s+lach\s+(?:bup|my)\b/g, ' iceberg lettuce '],
  [/\bxa\s+lach\s+(?:romaine|ro\s*ma)\b/g, ' romaine lettuce '],
  [/\bxa\s+lach\b/g, ' lettuce '],
  [/\bdua\s+leo\b|\bdua\s+chuot\b/g, ' cucumber '],
  [/\bgia\s+do\b|\bgia\s+(?:dau\s+)?xanh\b/g, ' bean sprout '],
  [/\brau\s+mui\b/g, ' cilantro '],
  [/\bhung\s+que\b/g, ' thai basil '],
  [/\bnam\s+rom\b/g, ' straw mushroom '],
  [/\bnam\s+kim\s+cham\b/g, ' enoki '],
  [/\bnam\s+bao\s+ngu\b/g, ' oyster mushroom '],
  [/\bnam\s+meo\b/g, ' woodear mushroom '],
  [/\bnam\s+(?:huong|dong\s+co)\b/g, ' shiitake '],
  // Chilies and peppers of their colours (đỏ red, xanh green, vàng yellow).
  [/\bot\s+hiem\s+do\b/g, ' thai chili red '],
  [/\bot\s+hiem\s+xanh\b/g, ' thai chili green '],
  [/\bot\s+hiem\b/g, ' thai chili '],
  [/\bot\s+chuong\s+do\b/g, ' bell pepper red '],
  [/\bot\s+chuong\s+xanh\b/g, ' bell pepper green '],
  [/\bot\s+chuong\s+vang\b/g, ' bell pepper yellow '],
  [/\bot\s+chuong\b/g, ' bell pepper '],
  // Seedless (không hạt) limes; chanh vàng is the lemon, chanh dây the passion fruit, chanh alone the lime.
  [/\bkhong\s+hat\b/g, ' seedless '],
  [/\bchanh\s+vang\b/g, ' lemon '],
  [/\bchanh\s+day\b/g, ' passionfruit '],
  [/\bchanh\s+(?:xanh|ta)\b|\bchanh\b/g, ' lime '],
  [/\bxoai\b/g, ' mango '],
  [/\bdua\s+hau\b/g, ' watermelon '],
  [/\bdua\s+(?:xiem|tuoi)\b/g, ' coconut young '],
  [/\bchuoi\b/g, ' banana '],
  // Avocado (bơ) and butter (bơ) are both 'bo', pineapple (dứa) and coconut (dừa) both 'dua': read as phrases only.
  [/\b(?:trai|qua)\s+bo\b|\bbo\s+(?:sap|booth|hass)\b/g, ' avocado '],
  [/\bnuoc\s+dua\b/g, ' coconut water '],
  [/\bmit\b/g, ' jackfruit '],
  [/\bthanh\s+long\b/g, ' dragonfruit '],
  [/\bdu\s+du\b/g, ' papaya '],
  [/\bchom\s+chom\b/g, ' rambutan '],
  // Dry goods, sauces and oils.
  [/\bgao\s+(?:thom|jasmine|lai)\b/g, ' rice jasmine '],
  [/\bgao\s+nep\b|\bnep\s+cai\b/g, ' rice glutinous '],
  [/\bgao\s+tam\b/g, ' rice broken '],
  [/\bgao\s+(?:te|trang)\b/g, ' rice '],
  [/\bduong\s+(?:trang|cat|kinh)\b/g, ' sugar granulated '],
  [/\bduong\s+(?:vang|nau)\b/g, ' sugar brown '],
  [/\bduong\s+phen\b/g, ' rock sugar '],
  [/\bmuoi\s+(?:tinh|hat|bien|i\s*ot)\b/g, ' salt '],
  [/\bmuoi\b/g, ' salt '],
  [/\bhat\s+tieu\b|\btieu\s+(?:den|xay|hat)\b/g, ' black pepper '],
  [/\bot\s+bot\b/g, ' chili powder '],
  [/\bhat\s+nem\b/g, ' seasoning '],
  [/\bhat\s+dieu\b/g, ' cashew '],
  [/\b(?:hat\s+)?me\s+trang\b/g, ' sesame seed white '],
  [/\b(?:hat\s+)?me\s+den\b/g, ' sesame seed black '],
  [/\bdau\s+an\b/g, ' vegetable oil '],
  // Oils (dầu) and beans (đậu) are both 'dau' without accents: the oils first.
  [/\bdau\s+(?:hat\s+)?cai\b/g, ' canola oil '],
  [/\bdau\s+dau\s+nanh\b/g, ' soybean oil '],
  [/\bdau\s+dau\s+phong\b|\bdau\s+lac\b/g, ' peanut oil '],
  [/\bdau\s+me\b/g, ' sesame oil '],
  [/\bdau\s+dua\b/g, ' coconut oil '],
  [/\bdau\s+(?:o\s*liu|olive)\b/g, ' olive oil '],
  [/\bdau\s+(?:hat\s+)?huong\s+duong\b/g, ' sunflower oil '],
  [/\bdau\s+(?:hu|phu)\s+non\b|\btau\s+hu\s+non\b/g, ' tofu silken '],
  [/\bdau\s+(?:hu|phu)\b|\btau\s+hu\b/g, ' tofu '],
  [/\bdau\s+phong\b|\bhat\s+lac\b/g, ' peanut '],
  [/\bdau\s+nanh\b/g, ' soybean '],
  [/\bdau\s+xanh\b/g, ' mung bean '],
  [/\bdau\s+den\b/g, ' black bean '],
  [/\bdau\s+hao\b/g, ' oyster sauce '],
  [/\bnuoc\s+tuong\b|\bxi\s+dau\b/g, ' soy sauce '],
  [/\btuong\s+ot\b/g, ' chili sauce '],
  [/\btuong\s+(?:den|hoisin)\b/g, ' hoisin sauce '],
  [/\btuong\s+ca\b/g, ' ketchup '],
  [/\bmam\s+tom\b/g, ' shrimp paste '],
  [/\bgiam\s+(?:gao|an|trang)\b|\bdam\s+gao\b|\bgiam\b(?!\s+(?:gia|beo|can))/g, ' vinegar '],
  [/\bbot\s+mi\b/g, ' flour '],
  // Corn starch is bột bắp in the south, bột ngô in the north.
  [/\bbot\s+(?:bap|ngo)\b/g, ' cornstarch '],
  [/\bbot\s+gao\s+nep\b|\bbot\s+nep\b/g, ' rice flour glutinous '],
  [/\bbot\s+chien\s+xu\b/g, ' panko '],
  [/\bbot\s+nang\b/g, ' tapioca starch '],
  [/\bbot\s+gao\b/g, ' rice flour '],
  [/\bbot\s+ngot\b/g, ' msg '],
  [/\bbanh\s+pho\b|\bhu\s+tieu\b/g, ' rice noodle '],
  [/\bbun\s+(?:tuoi|kho)\b/g, ' rice vermicelli '],
  [/\bbanh\s+trang\b/g, ' rice paper '],
  [/\bmien\s+(?:dong|kho|tau)\b|\bmien\b/g, ' glass noodle '],
  [/\bmi\s+(?:goi|an\s+lien|tom)\b/g, ' instant noodle '],
  [/\bmi\s+trung\b/g, ' egg noodle '],
  // Dairy and eggs.
  // Eggs of hens (trứng gà), ducks (vịt) and quail (cút), white (trắng) or brown (nâu, đỏ), and their size (loại lớn
  // large, vừa medium, nhỏ small).
  [/\btrung\s+vit\s+lon\b/g, ' balut '],
  [/\btrung\s+vit\b/g, ' duck egg '],
  [/\btrung\s+cut\b/g, ' quail egg '],
  [/\btrung\s+ga\s+trang\b/g, ' egg white '],
  [/\btrung\s+ga\s+(?:nau|do|hong)\b/g, ' egg brown '],
  [/\btrung\s+ga\b|\bqua\s+trung\b/g, ' egg '],
  [/\b(?:loai|size|co)\s+(?:lon|to)\b/g, ' large '],
  [/\b(?:loai|size|co)\s+(?:vua|trung\s+binh)\b/g, ' medium '],
  [/\b(?:loai|size|co)\s+nho\b/g, ' small '],
  [/\bsua\s+dac\b/g, ' sweetened condensed milk '],
  [/\bsua\s+tuoi\b/g, ' milk '],
  [/\bnuoc\s+cot\s+dua\b/g, ' coconutmilk '],
  [/\bsua\s+chua\b/g, ' yogurt '],
  [/\bbo\s+lat\b/g, ' butter unsalted '],
  [/\bbo\s+man\b/g, ' butter salted '],
  [/\bpho\s*mai\b/g, ' cheese '],
  // Drinks: soft drinks (nước ngọt) in cans (lon); mineral water (nước suối, nước khoáng).
  [/\bnuoc\s+ngot\b/g, ' soda '],
  [/(?<=\bnuoc\s+ngot\b.*)\blon\b/g, ' can '],
  [/\bnuoc\s+(?:suoi|khoang)\b/g, ' water '],
  [/\bca\s+phe\b/g, ' coffee '],
  [/\btra\s+xanh\b/g, ' green tea '],
  [/\btra\b/g, ' tea '],
  // The Vietnamese baguette (bánh mì), lighter than the French one.
  [/\bbanh\s+mi\b/g, ' vietnamese baguette '],
  // How it is sold.
  [/\bdong\s+lanh\b/g, ' frozen '],
  [/\bkhong\s+xuong\b|\brut\s+xuong\b/g, ' boneless '],
  // Pork (heo) named after its cut ('nạc vai heo', 'sườn non heo').
  [/\bheo\b/g, ' pork '],
  [/\b(?:co|con|nguyen)\s+xuong\b/g, ' bonein '],
  // Skin off (không da, lột da) or on (có da, còn da).
  [/\b(?:khong|lot)\s+da\b/g, ' skinless '],
  [/\b(?:co|con)\s+da\b/g, ' skinon '],
];

/** Vietnamese cases, crates, sacks, boxes, packs, trays and bags ('thùng', 'két', 'bao', 'hộp', 'gói', 'khay', 'túi'). */
const OUTER = `(?:thung|ket|bao|hop|goi|khay|loc|bich|tui)`;
/** Containers inside them: bottles, cans, packs, boxes, jars, bags, trays, rolls, cards. */
const INNER = `(?:chai|lon|goi|hop|hu|bich|tui|can|khay|cuon|vi|bao|keo)`;
/** Things counted by the piece: bunches (bó), fruit (trái, quả), loaves (ổ), pieces (cái, chiếc, miếng), heads (củ). */
const PIECES = `(?:bo|trai|qua|o|cai|chiec|mieng|con|cu|cay)`;

/**
 * Vietnamese pack notations (lower case, accents off), spelled as measures are read: 'thùng 12 chai x 682 ml' (a case
 * of twelve bottles of 682 ml) as '12 x 682 ml', 'thùng 15 tá' as fifteen dozen, 'thùng 60 bó' and '200 trái' as so
 * many pieces, 'két 24 lon' as twenty-four (cans of the size the name says), and '3 ly' (millimetres) as '3 mm'.
 */
export function spellVietnamesePacks(text: string): string {
  if (!/\b(?:thung|ket|bao|hop|goi|khay|trai|qua|ly)\b/.test(text)) return text;
  return text
    .replace(new RegExp(String.raw`\b${OUTER}\s+(\d+)\s+${INNER}\s*[x×*]\s*(?=\d)`, 'g'), '$1 x ')
    .replace(new RegExp(String.raw`\b${OUTER}\s+(\d+)\s+ta\b`, 'g'), '$1 dz')
    .replace(new RegExp(String.raw`\b${OUTER}\s+(\d+)\s+${PIECES}\b`, 'g'), '$1 ct')
    .replace(new RegExp(String.raw`\b${OUTER}\s+(\d+)\s+${INNER}\b(?!\s*[x×*]?\s*\d)`, 'g'), '$1')
    .replace(/\b(\d+)\s+(?:trai|qua)\b/g, '$1 ct')
    .replace(/\b(\d+(?:\.\d+)?)\s*ly\b/g, '$1 mm');
}
