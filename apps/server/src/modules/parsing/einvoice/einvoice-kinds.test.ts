import { describe, expect, it } from 'vitest';
import { reconcile } from '../reconcile.js';
import { readEInvoice } from './einvoice.js';

const UBL_NS = `xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`;

const ublLine = (qty: string, total: string, name: string, price: string, extra = '', priceExtra = '') => `
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="KGM">${qty}</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">${total}</cbc:LineExtensionAmount>${extra}
    <cac:Item><cbc:Name>${name}</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${price}</cbc:PriceAmount>${priceExtra}</cac:Price>
  </cac:InvoiceLine>`;

const ubl = (totals: string, lines: string) => `<?xml version="1.0"?>
<Invoice ${UBL_NS}>
  <cbc:ID>R-100</cbc:ID><cbc:IssueDate>2024-06-03</cbc:IssueDate>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Molkerei Alpenblick</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:LegalMonetaryTotal>${totals}</cac:LegalMonetaryTotal>${lines}
</Invoice>`;

const allowance = (charge: boolean, amount: string) =>
  `<cac:AllowanceCharge><cbc:ChargeIndicator>${charge}</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">${amount}</cbc:Amount></cac:AllowanceCharge>`;

const CII_NS = `xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"`;

const ciiLine = (id: string, parent: string, name: string, qty: string, price: string, total: string, extra = '') => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${id}</ram:LineID>${parent ? `<ram:ParentLineID>${parent}</ram:ParentLineID>` : ''}</ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${name}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${price}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${qty}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>${extra}<ram:SpecifiedTradeSettlementLineMonetarySummation>
        <ram:LineTotalAmount>${total}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`;

const cii = (lines: string) => `<?xml version="1.0"?>
<rsm:CrossIndustryInvoice ${CII_NS}>
  <rsm:ExchangedDocument><ram:ID>K-7</ram:ID>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240610</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>${lines}
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Küchenbedarf Nord</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement><ram:SpecifiedTradeSettlementHeaderMonetarySummation>
      <ram:LineTotalAmount>60.00</ram:LineTotalAmount><ram:GrandTotalAmount>71.40</ram:GrandTotalAmount>
    </ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe('e-invoice line kinds', () => {
  it('lists the detail lines of a grouped CII position under its name when they add up to it', () => {
    const e = readEInvoice(
      cii(
        ciiLine('1', '', 'Kitchen hardware', '1', '60.00', '60.00') +
          ciiLine('1.1', '1', 'Ladles', '4', '6.00', '24.00') +
          ciiLine('1.2', '1', 'Whisks', '4', '9.00', '36.00'),
      ),
    );
    expect(e?.items.map((i) => [i.name, i.amount])).toEqual([
      ['Ladles', 24],
      ['Whisks', 36],
    ]);
    expect(e?.table.rows.map((r) => r.category)).toEqual(['Kitchen hardware', 'Kitchen hardware']);
  });

  it('keeps a grouped position whole when its sub-lines do not add up to it, and keeps lines with equal ids', () => {
    const e = readEInvoice(
      cii(
        ciiLine('1', '', 'Kitchen hardware', '1', '60.00', '60.00') +
          ciiLine('1.1', '1', 'Ladles', '4', '6.00', '24.00') +
          ciiLine('2', '', 'Delivery', '1', '5.00', '5.00') +
          ciiLine('2', '', 'Pallet', '1', '3.00', '3.00'),
      ),
    );
    expect(e?.items.map((i) => [i.name, i.amount])).toEqual([
      ['Kitchen hardware', 60],
      ['Delivery', 5],
      ['Pallet', 3],
    ]);
  });

  it('lists the detail lines of UBL sub-invoice lines that add up to their line', () => {
    const sub = (name: string, qty: string, price: string, total: string) =>
      `<cac:SubInvoiceLine><cbc:ID>s</cbc:ID><cbc:InvoicedQuantity unitCode="C62">${qty}</cbc:InvoicedQuantity>
        <cbc:LineExtensionAmount currencyID="EUR">${total}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${name}</cbc:Name></cac:Item>
        <cac:Price><cbc:PriceAmount currencyID="EUR">${price}</cbc:PriceAmount></cac:Price></cac:SubInvoiceLine>`;
    const line = ublLine('1', '50.00', 'Coffee bundle', '50.00').replace(
      '</cac:InvoiceLine>',
      `${sub('Beans 1 kg', '2', '20.00', '40.00') + sub('Cups', '5', '2.00', '10.00')}</cac:InvoiceLine>`,
    );
    const e = readEInvoice(ubl('', line));
    expect(e?.items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Beans 1 kg', 2, 20, 40],
      ['Cups', 5, 2, 10],
    ]);
    expect(e?.table.rows[0].category).toBe('Coffee bundle');
  });

  it('takes the invoice total, not what is left to pay after a prepayment, as the UBL total', () => {
    const totals = `<cbc:LineExtensionAmount currencyID="EUR">40.00</cbc:LineExtensionAmount>
      <cbc:TaxInclusiveAmount currencyID="EUR">42.80</cbc:TaxInclusiveAmount>
      <cbc:PrepaidAmount currencyID="EUR">20.00</cbc:PrepaidAmount>
      <cbc:PayableAmount currencyID="EUR">22.80</cbc:PayableAmount>`;
    expect(readEInvoice(ubl(totals, ublLine('4', '40.00', 'Quark 40%', '10.00')))?.total).toBe(42.8);
    const payableOnly = '<cbc:PayableAmount currencyID="EUR">42.80</cbc:PayableAmount>';
    expect(readEInvoice(ubl(payableOnly, ublLine('4', '40.00', 'Quark 40%', '10.00')))?.total).toBe(42.8);
  });

  it('prices a line with line allowances and charges at what was billed per unit, so its arithmetic holds', () => {
    const lines =
      ublLine('10', '45.00', 'Butter 82%', '5.00', allowance(false, '6.00') + allowance(true, '1.00')) +
      ublLine('2', '8.00', 'Cream 30%', '4.00', allowance(false, '0.00'));
    const e = readEInvoice(ubl('<cbc:PayableAmount currencyID="EUR">53.00</cbc:PayableAmount>', lines));
    if (!e) throw new Error('not read');
    expect(e.items.map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [10, 4.5, 45],
      [2, 4, 8],
    ]);
    expect(reconcile([e.table], 'dot', [], 53).linesTotal).toBe(53);
    expect(e.table.rows.map((r) => r.check?.status)).toEqual(['reconciled', 'reconciled']);

    const charged = ciiLine(
      '1',
      '',
      'Glasses',
      '12',
      '5.00',
      '60.00',
      `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>
        <ram:ActualAmount>6.00</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge>
       <ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>true</udt:Indicator></ram:ChargeIndicator>
        <ram:ActualAmount>6.00</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge>`,
    );
    expect(readEInvoice(cii(charged))?.items[0]).toMatchObject({ quantity: 12, unitPrice: 5, amount: 60 });
    // The indicator is an XML boolean: "1" is a charge as much as "true".
    const numeric = ublLine('10', '55.00', 'Butter 82%', '5.00', allowance(true, '5.00').replace('>true<', '>1<'));
    const withCharge = readEInvoice(ubl('', numeric));
    expect(withCharge?.items[0]).toMatchObject({ quantity: 10, unitPrice: 5.5, amount: 55 });
  });

  it('keeps a line whose quantity times price disagrees with its total as the invoice wrote it', () => {
    const e = readEInvoice(ubl('', ublLine('30', '4743.75', 'Consulting', '143.75')));
    expect(e?.items[0]).toMatchObject({ quantity: 30, unitPrice: 143.75, amount: 4743.75 });
  });

  it('keeps fractions of a cent in a unit price given per 1000 units', () => {
    const line = ublLine(
      '250',
      '3.25',
      'Paper napkins',
      '12.99',
      '',
      '<cbc:BaseQuantity unitCode="C62">1000</cbc:BaseQuantity>',
    );
    expect(readEInvoice(ubl('', line))?.items[0]).toMatchObject({ quantity: 250, unitPrice: 0.01299, amount: 3.25 });
  });

  it('reads a decimal written with a trailing point, as a price per 100 litres often is', () => {
    const line = ciiLine('1', '', 'Diesel', '56.69', '128.49', '72.84').replace(
      '</ram:ChargeAmount>',
      '</ram:ChargeAmount><ram:BasisQuantity unitCode="LTR">100.</ram:BasisQuantity>',
    );
    expect(readEInvoice(cii(line))?.items[0]).toMatchObject({ quantity: 56.69, unitPrice: 1.2849, amount: 72.84 });
  });

  it('reads a correction invoice with a negative quantity and a credit note', () => {
    const neg = readEInvoice(ubl('', ublLine('-3', '-12.00', 'Returned crate', '4.00')));
    expect(neg?.items[0]).toMatchObject({ quantity: -3, unitPrice: 4, amount: -12 });
    const credit = ubl(
      '<cbc:TaxInclusiveAmount currencyID="EUR">10.70</cbc:TaxInclusiveAmount>',
      ublLine('1', '10.00', 'Damaged goods', '10.00'),
    )
      .replace(
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
        '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
      )
      .replace('</Invoice>', '</CreditNote>')
      .replace(/InvoiceLine>/g, 'CreditNoteLine>')
      .replace(/InvoicedQuantity/g, 'CreditedQuantity');
    expect(readEInvoice(credit)).toMatchObject({ invoiceNumber: 'R-100', total: 10.7 });
    expect(readEInvoice(credit)?.items[0]).toMatchObject({ name: 'Damaged goods', quantity: 1, amount: 10 });
  });
});
