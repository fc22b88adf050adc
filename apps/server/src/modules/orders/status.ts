import type { Db, Tx } from '../../db/database.js';

/**
 * The one place an order's status changes: sets the current status and appends it to the history with who
 * and when. Any status may follow any other (spec section 4).
 */
export async function changeStatus(
  db: Db | Tx,
  orderId: number,
  statusId: number,
  by: { userId: number | null; author: string },
  /** What else the history should say: "Partly received by Sam". */
  note = '',
): Promise<number> {
  const run = async (tx: Tx) => {
    await tx.updateTable('orders').set({ status_id: statusId }).where('id', '=', orderId).execute();
    const row = await tx
      .insertInto('order_status_history')
      .values({ order_id: orderId, status_id: statusId, user_id: by.userId, author: by.author, note })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  if (db.isTransaction) return run(db as Tx);
  return db.transaction().execute(run);
}
