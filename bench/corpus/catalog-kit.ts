/** The shape of a product in the invoice corpus's catalogue, and the two ways a line of it is written. */

export type Category =
  | 'produce'
  | 'dairy'
  | 'meat'
  | 'poultry'
  | 'seafood'
  | 'frozen'
  | 'dry'
  | 'canned'
  | 'bakery'
  | 'beverage'
  | 'paper'
  | 'chemical'
  // Soft drinks, juices and water as a beverage distributor sells them, in containers that carry a deposit.
  | 'drinks'
  // What specialty suppliers sell: an Italian importer's groceries under their Italian names, an Asian grocery
  // importer's sauces, rice and noodles, a coffee roaster's beans and café supplies, a wine agency's cases, a beer
  // distributor's kegs and cases, a linen service's rentals and service charges, a farm's produce by the kilogram or
  // the bunch, a fish market's whole fish, shellfish and loins.
  | 'italian'
  | 'asian'
  | 'coffee'
  | 'wine'
  | 'beer'
  | 'linen'
  | 'farm'
  | 'fish'
  // A bakery's own bread and rolls as its route driver delivers them.
  | 'bread'
  // The trades of catalog-trades.ts: Mexican and Korean groceries, restaurant smallwares, packaging, tea, ice cream,
  // imported cheese by weight, an oyster farm's oysters, halal meat, kombucha.
  | 'mexican'
  | 'korean'
  | 'smallwares'
  | 'packaging'
  | 'tea'
  | 'icecream'
  | 'cheese'
  | 'oyster'
  | 'halal'
  | 'kombucha'
  // The producers of catalog-producers.ts: poke and Hawaiian fish, Dutch cheese, an Irish butcher's cuts, Japanese
  // groceries, a mill's flour, a packer's citrus, bison, a smokehouse's fish, equipment parts, maple products.
  | 'poke'
  | 'gouda'
  | 'butcher'
  | 'japanese'
  | 'flour'
  | 'citrus'
  | 'bison'
  | 'smoked'
  | 'parts'
  | 'maple'
  // The trades of catalog-regional.ts: crawfish and Cajun goods, hazelnuts and berries, roasted chiles, lake fish and
  // wild rice, dates, sweet potatoes, Maine potatoes, mussels, packaged ice, beverage gases, knife exchange, frying
  // oil, flowers, honey, Filipino groceries, firewood and charcoal.
  | 'cajun'
  | 'berries'
  | 'chile'
  | 'lakefish'
  | 'dates'
  | 'sweetpotato'
  | 'potato'
  | 'mussel'
  | 'ice'
  | 'gas'
  | 'knives'
  | 'oil'
  | 'flowers'
  | 'honey'
  | 'filipino'
  | 'firewood'
  // The trades of catalog-importers.ts: Vietnamese and Thai, Greek, Indian and Ethiopian groceries, clams and crab,
  // Wisconsin cheese, bagels, disposables priced per thousand, pest-control and grease-trap service, microgreens,
  // Belgian chocolate and bakery goods, Mexican produce, dim sum, pecans and peaches, trout, Australian native foods.
  | 'thai'
  | 'greek'
  | 'indian'
  | 'clams'
  | 'curds'
  | 'bagels'
  | 'disposables'
  | 'service'
  | 'microgreens'
  | 'belgian'
  | 'mexproduce'
  | 'ethiopian'
  | 'dimsum'
  | 'pecans'
  | 'trout'
  | 'bushfood'
  // The trades of catalog-purveyors.ts: Portuguese and Brazilian groceries, New Zealand venison and lamb, Alaska
  // salmon and crab, a cidery's cider and apples, Lebanese, Polish, Singapore, West African, Peruvian and Persian
  // groceries, country ham, Gulf shrimp, wagyu and prime beef, biltong, sake, hood cleaning and fire suppression.
  | 'portuguese'
  | 'venison'
  | 'alaska'
  | 'cider'
  | 'lebanese'
  | 'polish'
  | 'countryham'
  | 'gulfshrimp'
  | 'wagyu'
  | 'singapore'
  | 'biltong'
  | 'sake'
  | 'hood'
  | 'westafrican'
  | 'peruvian'
  | 'persian';

export type Product = {
  name: string;
  fr: string;
  cat: Category;
  /** Units in a case, e.g. '4' of `4/10 LB`. */
  pack: string;
  /** Size of one unit, e.g. '10 LB', '#10', '2 L'. */
  size: string;
  /** Billing unit when not billed by weight; `M` or `C`: counted by the each, priced per thousand or per hundred. */
  unit: string;
  /** Price range per billing unit, or per pound for catch-weight items. */
  price: [number, number];
  /** Catch weight: weight range of one case in pounds; the line bills weight × price per pound. */
  catchLb?: [number, number];
  brand: string;
  /** Range of the billed count where it is not a few cases (a linen service's napkins, a farm's bunches). */
  qty?: [number, number];
};

export const p = (
  cat: Category,
  name: string,
  fr: string,
  pack: string,
  size: string,
  unit: string,
  price: [number, number],
  brand: string,
  catchLb?: [number, number],
): Product => ({ cat, name, fr, pack, size, unit, price, brand, catchLb });

/** A product billed by the count, in the range `qty`. */
export const counted = (
  cat: Category,
  name: string,
  fr: string,
  size: string,
  unit: string,
  price: [number, number],
  brand: string,
  qty: [number, number],
): Product => ({ cat, name, fr, pack: '1', size, unit, price, brand, qty });
