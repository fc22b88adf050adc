/**
 * What a family's invoices print around their items: the labels of the header and totals (fixed per template, in
 * the family's language and region) and the restaurants they bill.
 */
import type { Family } from './family.js';
import { isAustralian } from './family.js';
import type { Party } from './generate.js';
import { templateRandom } from './item-marks.js';
import { Random, seedOf } from './random.js';

export type Labels = {
  invoice: string;
  number: string;
  date: string;
  due: string;
  account: string;
  po: string;
  terms: string;
  route: string;
  rep: string;
  billTo: string;
  shipTo: string;
  subtotal: string;
  total: string;
  sectionTotal: (title: string) => string;
  page: (n: number, of: number) => string;
  continued: string;
  phone: string;
  /** The running total at the foot of a page, and at the top of the next. */
  carried: string;
  brought: string;
};

export function labels(f: Family): Labels {
  const base = templateLabels(f);
  const region = f.seller.region;
  // New Zealand, Singapore and South African invoices that charge GST or VAT say so in their title.
  if (region === 'NZ' || region === 'SG' || region === 'ZA') return { ...base, invoice: 'TAX INVOICE' };
  if (region !== 'UK' && !isAustralian(region)) return base;
  // British and Australian wording: an Australian invoice that charges GST must say "Tax Invoice".
  const r = new Random(seedOf(f.name, 'labels', region));
  if (region === 'UK')
    return {
      ...base,
      subtotal: r.pick(['Net Total', 'Total Net', 'Goods Total']),
      total: r.pick(['Total Due', 'Invoice Total', 'TOTAL GBP']),
    };
  return {
    ...base,
    invoice: 'TAX INVOICE',
    subtotal: r.pick(['Total ex GST', 'Subtotal (ex GST)']),
    total: r.pick(['Total inc GST', 'TOTAL AUD inc GST', 'Amount Due']),
  };
}

export function templateLabels(f: Family): Labels {
  const r = templateRandom(f);
  if (f.lang === 'fr') {
    return {
      invoice: r.pick(['FACTURE', 'Facture', 'FACTURE DE VENTE']),
      number: r.pick(['No de facture', 'Facture no', 'No facture']),
      date: r.pick(['Date', 'Date de facturation', 'Date facture']),
      due: r.pick(['Échéance', 'Date d’échéance']),
      account: r.pick(['No de client', 'Compte', 'No client']),
      po: r.pick(['Bon de commande', 'No commande', 'B/C']),
      terms: 'Conditions',
      route: r.pick(['Route', 'Tournée']),
      rep: r.pick(['Représentant', 'Vendeur']),
      billTo: r.pick(['Facturer à', 'Vendu à', 'Client']),
      shipTo: r.pick(['Livrer à', 'Expédier à', 'Adresse de livraison']),
      subtotal: r.pick(['Sous-total', 'Total avant taxes', 'SOUS-TOTAL']),
      total: r.pick(['TOTAL', 'Montant dû', 'TOTAL À PAYER', 'Total de la facture']),
      sectionTotal: r.pick([
        (t: string) => `Sous-total ${t}`,
        (t: string) => `TOTAL ${t}`,
        (t: string) => `Total ${t}`,
      ]),
      page: (n, of) => `Page ${n} de ${of}`,
      continued: r.pick(['Suite à la page suivante', '*** SUITE ***', 'À suivre...']),
      phone: r.pick(['Tél.', 'Tél :', 'Téléphone']),
      carried: r.pick(['À reporter', 'Total à reporter', 'Report à la page suivante']),
      brought: r.pick(['Report', 'Report de la page précédente', 'Montant reporté']),
    };
  }
  return {
    invoice: r.pick(['INVOICE', 'Invoice', 'SALES INVOICE', 'INVOICE / DELIVERY RECEIPT']),
    number: r.pick(['Invoice No', 'Invoice #', 'INVOICE NUMBER', 'Invoice Number']),
    date: r.pick(['Date', 'Invoice Date', 'INV DATE']),
    due: r.pick(['Due Date', 'Due']),
    account: r.pick(['Account', 'Customer No', 'Acct #', 'Customer #']),
    po: r.pick(['PO #', 'Customer PO', 'P.O. Number']),
    terms: 'Terms',
    route: r.pick(['Route', 'Route/Stop']),
    rep: r.pick(['Sales Rep', 'Salesperson', 'Rep']),
    billTo: r.pick(['Bill To', 'Sold To', 'BILL TO']),
    shipTo: r.pick(['Ship To', 'Deliver To', 'SHIP TO']),
    subtotal: r.pick(['Subtotal', 'Sub-Total', 'Merchandise Total', 'Total Before Tax']),
    total: r.pick(['TOTAL', 'TOTAL DUE', 'Amount Due', 'Grand Total', 'Invoice Total', 'Please Pay']),
    sectionTotal: r.pick([
      (t: string) => `${t} SUBTOTAL`,
      (t: string) => `Total ${t}`,
      (t: string) => `*** ${t} TOTAL`,
    ]),
    page: (n, of) => `Page ${n} of ${of}`,
    continued: r.pick(['Continued on next page', '*** CONTINUED ***', 'Continued...']),
    phone: r.pick(['Tel', 'Phone', 'Ph']),
    carried: r.pick(['Carried forward', 'Balance carried forward', 'Total forward']),
    brought: r.pick(['Brought forward', 'Balance brought forward', 'Forward from previous page']),
  };
}

export const BUYERS_EN: Party[] = [
  { name: 'Maple Bistro', lines: ['112 King St W', 'Toronto ON M5H 1A1'] },
  { name: 'Harbour Grill', lines: ['9 Water St', 'Halifax NS B3J 1S1'] },
  { name: 'The Blue Door Cafe', lines: ['400 Main St', 'Calgary AB T2P 0J7'] },
  { name: 'Smokehouse Bar & Grill', lines: ['2380 Commercial Dr', 'Vancouver BC V5N 4B5'] },
  { name: 'Lakeview Diner', lines: ['71 Lakeshore Rd E', 'Oakville ON L6J 1H9'] },
  { name: 'Rosie’s Kitchen', lines: ['1552 N Milwaukee Ave', 'Chicago IL 60622'] },
  { name: 'Pier 17 Oyster House', lines: ['17 Fulton St', 'New York NY 10038'] },
  { name: 'Olive & Thyme Trattoria', lines: ['2810 Greenville Ave', 'Dallas TX 75206'] },
  { name: 'Northside Brewing Co.', lines: ['55 Portage Ave', 'Winnipeg MB R3B 2B2'] },
  { name: 'Sea Salt Kitchen', lines: ['1205 Western Ave', 'Seattle WA 98101'] },
];

export const BUYERS_FR: Party[] = [
  { name: 'Bistro Le Petit Marché', lines: ['245, rue Saint-Paul Est', 'Montréal QC H2Y 1G9'] },
  { name: 'Restaurant Chez Ginette', lines: ['88, boul. René-Lévesque', 'Québec QC G1R 2A5'] },
  { name: 'Café du Vieux-Port', lines: ['12, rue du Quai', 'Gaspé QC G4X 2A1'] },
  { name: 'Brasserie Saint-Denis', lines: ['4210, rue Saint-Denis', 'Montréal QC H2J 2K8'] },
  { name: 'Auberge du Lac-Brome', lines: ['500, ch. Knowlton', 'Lac-Brome QC J0E 1V0'] },
  { name: 'Cantine La Mouette', lines: ['3, rue des Pêcheurs', 'Caraquet NB E1W 1B6'] },
];

export const BUYERS_BE: Party[] = [
  { name: 'Brasserie du Sablon', lines: ['Place du Grand Sablon 12', '1000 Bruxelles'] },
  { name: 'Le Comptoir de Liège', lines: ['Rue Pont d’Avroy 31', '4000 Liège'] },
  { name: 'Taverne Saint-Aubain', lines: ['Rue de Fer 18', '5000 Namur'] },
];

export const BUYERS_UK: Party[] = [
  { name: 'The Anchor & Hope', lines: ['36 The Cut', 'London SE1 8LP'] },
  { name: 'Bramble Kitchen', lines: ['14 Castle Street', 'Edinburgh EH2 3AT'] },
  { name: 'The Old Bell Inn', lines: ['2 High Street', 'Oxford OX1 4AH'] },
  { name: 'Saffron Brasserie', lines: ['81 Deansgate', 'Manchester M3 2BW'] },
];

export const BUYERS_IE: Party[] = [
  { name: 'The Quay Street Kitchen', lines: ['18 Quay Street', 'Galway H91 F2X4'] },
  { name: 'Liffey Bistro', lines: ['42 Ormond Quay Upper', 'Dublin 7 D07 W9K2'] },
  { name: 'The English Market Café', lines: ['Princes Street', 'Cork T12 FX84'] },
];

export const BUYERS_NL: Party[] = [
  { name: 'Restaurant De Waag', lines: ['Nieuwmarkt 4', '1012 CR Amsterdam'] },
  { name: 'Grand Café Het Spui', lines: ['Spui 21', '2511 BL Den Haag'] },
  { name: 'Brasserie Witte de With', lines: ['Witte de Withstraat 60', '3012 BR Rotterdam'] },
];

export const BUYERS_AU: Party[] = [
  { name: 'Harbourside Bistro', lines: ['12 Circular Quay W', 'Sydney NSW 2000'] },
  { name: 'Laneway Espresso Bar', lines: ['9 Degraves St', 'Melbourne VIC 3000'] },
  { name: 'The Paddington Arms', lines: ['384 Oxford St', 'Paddington NSW 2021'] },
  { name: 'Fitzroy Noodle House', lines: ['220 Brunswick St', 'Fitzroy VIC 3065'] },
];

export const BUYERS_NZ: Party[] = [
  { name: 'The Ponsonby Larder', lines: ['144 Ponsonby Road', 'Auckland 1011'] },
  { name: 'Cuba Street Kitchen', lines: ['201 Cuba Street', 'Wellington 6011'] },
  { name: 'Riverside Eatery', lines: ['96 Oxford Terrace', 'Christchurch 8011'] },
];

export const BUYERS_SG: Party[] = [
  { name: 'Tanjong Pagar Bistro', lines: ['38 Tanjong Pagar Road', 'Singapore 088461'] },
  { name: 'Keong Saik Dining Room', lines: ['12 Keong Saik Road', 'Singapore 089119'] },
  { name: 'Dempsey Hill Grill', lines: ['8D Dempsey Road', 'Singapore 249672'] },
];

export const BUYERS_ZA: Party[] = [
  { name: 'Bree Street Bistro', lines: ['96 Bree Street', 'Cape Town 8001'] },
  { name: 'The Stellenbosch Kitchen', lines: ['14 Dorp Street', 'Stellenbosch 7600'] },
  { name: 'Parkhurst Braai House', lines: ['19 4th Avenue, Parkhurst', 'Johannesburg 2193'] },
];
