/**
 * The import's own shapes (what the API answers and the parser publishes are the contracts of @app/contracts).
 */

/** The invoice an import works on. */
export type ImportTarget = {
  invoiceId: number;
  fullKey: string;
  /** The restaurant (an admin must name it on every call). */
  businessId: number | null;
  fileName?: string;
};

/** The supplier the imported rows are recorded under: a known one (id), or a name typed by the user. */
export type SupplierChoice = { id: number | null; name: string; alternateNames: string[] };
