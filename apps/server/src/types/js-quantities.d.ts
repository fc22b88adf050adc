/** The part of js-quantities (a unit conversion library without its own type declarations) the catalogue uses. */
declare module 'js-quantities' {
  interface Qty {
    readonly scalar: number;
    kind(): string;
    to(unit: string): Qty;
  }
  function Qty(value: number, unit: string): Qty;
  export default Qty;
}
