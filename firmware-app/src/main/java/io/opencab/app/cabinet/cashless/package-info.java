/**
 * Cashless play with the casino system (docs/aft.md): {@link io.opencab.app.cabinet.cashless.AftHost} applies the
 * host's AFT transfers to the machine on the cabinet thread, once per transaction id; {@link
 * io.opencab.app.cabinet.cashless.HostCashOut} offers a cash-out to the host first and pays what it did not take as
 * without AFT ({@code tickets.Payout}); {@link io.opencab.app.cabinet.cashless.BonusHost} the host's legacy bonus.
 *
 * <p>Owns: the cabinet's side of a transfer (applied through the one money lock, the credits shown refreshed). Uses
 * the tickets and the state beneath it. Must not touch: the round above it (the CASH OUT press calls in); the SAS
 * link (the SAS service calls in); the meter store except through {@link io.opencab.app.cabinet.ledger.Money}; the
 * facade in the package above.
 */
package io.opencab.app.cabinet.cashless;
