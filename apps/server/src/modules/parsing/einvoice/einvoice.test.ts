import { describe, expect, it } from 'vitest';
import { reconcile } from '../reconcile.js';
import type { ParsedTable } from '../types.js';
import { eInvoiceFrom, itemName, readEInvoice } from './einvoice.js';
import { pageOverrulesXml } from './page-check.js';
import { parseXml } from './xml.js';

const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>FA-77</ram:ID>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240305</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:SellerAssignedID>FRM-1</ram:SellerAssignedID><ram:Name>Comt&#233; AOP 18 mois &amp; plus</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:GrossPriceProductTradePrice><ram:ChargeAmount>25.00</ram:ChargeAmount></ram:GrossPriceProductTradePrice>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>22.50</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="KGM">4.000</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation>
        <ram:LineTotalAmount>90.00</ram:LineTotalAmount>
      </ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:IncludedNote><ram:Content>Livraison du matin</ram:Content></ram:IncludedNote></ram:AssociatedDocumentLineDocument>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Fromagerie du Jura</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement><ram:SpecifiedTradeSettlementHeaderMonetarySummation>
      <ram:GrandTotalAmount>94.95</ram:GrandTotalAmount>
    </ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const UBL = `<?xml version="1.0"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-9</cbc:ID><cbc:IssueDate>2024-02-29</cbc:IssueDate>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Harbour Fish Ltd</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="CAD">120.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="C62">0</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="CAD">0</cbc:LineExtensionAmount><cac:Item><cbc:Name>--- Seafood ---</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="CAD">0</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
  <cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:InvoicedQuantity unitCode="KGM">8</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="CAD">120.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Salmon fillet</cbc:Name><cac:SellersItemIdentification><cbc:ID>SAL-8</cbc:ID></cac:SellersItemIdentification></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="CAD">15.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="KGM">8</cbc:BaseQuantity></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

describe('e-invoices', () => {
  it('reads CII (Factur-X / ZUGFeRD 2 / XRechnung) lines with the net unit price and header data', () => {
    const e = readEInvoice(CII);
    expect(e).toMatchObject({
      invoiceNumber: 'FA-77',
      invoiceDate: '2024-03-05',
      total: 94.95,
      sellerName: 'Fromagerie du Jura',
    });
    expect(e?.items).toEqual([
      { itemCode: 'FRM-1', name: 'Comté AOP 18 mois & plus', unit: 'kg', quantity: 4, unitPrice: 22.5, amount: 90 },
    ]);
  });

  it('reads UBL lines, uses section lines as categories and ignores a base quantity that contradicts the total', () => {
    const e = readEInvoice(UBL);
    expect(e?.items).toEqual([
      { itemCode: 'SAL-8', name: 'Salmon fillet', unit: 'kg', quantity: 8, unitPrice: 15, amount: 120 },
    ]);
    expect(e?.table.rows[0].category).toBe('Seafood');
    expect(e).toMatchObject({
      invoiceNumber: 'INV-9',
      invoiceDate: '2024-02-29',
      total: 120,
      sellerName: 'Harbour Fish Ltd',
    });
  });

  it('picks the e-invoice among the attachments and ignores other XML', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(eInvoiceFrom([{ name: 'notes.xml', content: enc('<notes><n>hi</n></notes>') }])).toBeNull();
    expect(eInvoiceFrom([{ name: 'factur-x.xml', content: enc(CII) }])?.items).toHaveLength(1);
  });

  it('refuses XML with a document type declaration and malformed XML', () => {
    expect(parseXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toBeNull();
    expect(parseXml('<a><b></a>')).toBeNull();
  });

  it('takes the description as the item name when the Name only repeats the code', () => {
    expect(itemName('FRM-1', 'Comté AOP 18 mois', 'FRM-1')).toBe('Comté AOP 18 mois');
    expect(itemName('AB12345', 'Butter unsalted 36/1 lb', '')).toBe('Butter unsalted 36/1 lb');
    expect(itemName('Salmon fillet', 'Fresh, skin on', 'SAL-8')).toBe('Salmon fillet');
    expect(itemName('', 'Basil', 'B-1')).toBe('Basil');
  });

  it('trusts the printed page over an XML that holds fewer priced lines than the page prints', () => {
    const table = (rows: string[][]): ParsedTable => ({
      page: 1,
      headers: ['Description', 'Qty', 'Price', 'Amount'],
      fields: ['name', 'quantity', 'unit_price', 'amount'],
      rows: rows.map((r) => ({
        values: { Description: r[0], Qty: r[1], Price: r[2], Amount: r[3] },
        selected: true,
        category: null,
      })),
    });
    const xml = table([['Produce delivery', '1', '', '']]);
    const page = table([
      ['Lemons 165ct', '1', '38.90', '38.90'],
      ['Limes 200ct', '2', '31.00', '62.00'],
      ['Basil 1 lb', '1', '12.00', '12.00'],
    ]);
    expect(pageOverrulesXml(xml, [page], 'dot')).toBe(true);
    const fullXml = table([
      ['Lemons 165ct', '1', '38.90', '38.90'],
      ['Limes 200ct', '2', '31.00', '62.00'],
      ['Basil 1 lb', '1', '12.00', '12.00'],
    ]);
    expect(pageOverrulesXml(fullXml, [page], 'dot')).toBe(false);
    expect(pageOverrulesXml(fullXml, [], 'dot')).toBe(false);
  });
  it('writes whole prices with their cents, so the arithmetic check never takes 160 for 1.60 with a lost point', () => {
    const line = (name: string, qty: string, price: string, total: string) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedTradeProduct><ram:Name>${name}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${price}</ram:ChargeAmount>
        </ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="H87">${qty}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation>
        <ram:LineTotalAmount>${total}</ram:LineTotalAmount>
      </ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`;
    const xml = CII.replace(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*<\/ram:IncludedSupplyChainTradeLineItem>/,
      line('Design (hours)', '1.0000', '160.0000', '160.00') +
        line('Balloons', '400.0000', '0.7900', '316.00') +
        line('Helium (litres)', '800.0000', '0.0250', '20.00'),
    );
    const inv = readEInvoice(xml);
    if (!inv) throw new Error('not read');
    expect(inv.table.rows.map((r) => [r.values['Unit price'], r.values.Amount])).toEqual([
      ['160.00', '160.00'],
      ['0.79', '316.00'],
      ['0.025', '20.00'],
    ]);
    const r = reconcile([inv.table], 'dot', [], 496);
    expect(r.linesTotal).toBe(496);
    expect(inv.table.rows.map((row) => row.check?.status)).toEqual(['reconciled', 'reconciled', 'reconciled']);
  });
});
