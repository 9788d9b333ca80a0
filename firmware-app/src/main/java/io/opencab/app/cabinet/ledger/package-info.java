/**
 * Where credits move (docs/meters.md "Bills"): {@link io.opencab.app.cabinet.ledger.Money}, the one lock around the
 * meter store that the cabinet thread and the bill validator's thread both take, and {@link
 * io.opencab.app.cabinet.ledger.StoreLedger}, the validator's escrow ledger on the store (a note credited once,
 * when stacked).
 *
 * <p>Owns: the order in which money moves. Must not touch: the cabinet's state (a failure is handed back to the
 * caller), a device while holding the lock (lock order: a device's own lock, then this one).
 */
package io.opencab.app.cabinet.ledger;
