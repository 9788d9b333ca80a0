/**
 * Cashless play with the casino system (docs/aft.md): {@link io.opencab.app.cabinet.cashless.AftHost} applies the
 * host's AFT transfers to the machine on the cabinet thread, once per transaction id.
 *
 * <p>Owns: the cabinet's side of a transfer (applied through the one money lock, the credits shown refreshed).
 * Must not touch: the SAS link (the SAS service calls in); the meter store except through the function it is given;
 * the facade in the package above.
 */
package io.opencab.app.cabinet.cashless;
