/** Offers for comparison tests: one case of `pack` from supplier `id`, the offer's own id the same. */
export const caseOffer = (id: number, name: string, pack: string, price = '50') => ({
  id,
  supplier_id: id,
  name,
  price,
  unit: 'CS',
  quantity: '1',
  pack,
});
