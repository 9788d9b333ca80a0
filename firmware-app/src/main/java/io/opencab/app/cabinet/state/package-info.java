/**
 * The cabinet's state and what it accepts and publishes (docs/cabinet.md "API"): {@link
 * io.opencab.app.cabinet.state.Machine}, the state every part reads and changes (what the screen shows, the
 * lockups, the store writes that become a lockup when they fail); {@link io.opencab.app.cabinet.state.CabinetQueue},
 * the one queue and the one thread that owns the machine; every {@link io.opencab.app.cabinet.state.Action}; the
 * immutable {@link io.opencab.app.cabinet.state.CabinetState} with its parts (the round, the handpay, the tilts, the
 * attendant session, the games offered); {@link io.opencab.app.cabinet.state.Rules}, which action each state
 * allows; the attendant's session, roles and permissions; and {@link io.opencab.app.cabinet.state.HostGate}, what
 * the casino system switched off (LP 01/02, 06/07, 08, 09, the AFT lock).
 *
 * <p>Owns: the state (cabinet thread only; the host gate is set from the link thread). The floor beneath every part but the ledger (whose
 * {@link io.opencab.app.cabinet.ledger.Money} lock every store write goes through): it imports none of them, and what it must hand to a part goes through the two hooks the dispatcher sets (the last
 * lockup ended: {@code Machine.lockupEnded}; the host keys off a handpay: {@code HostGate.keyOffWith}). Must not touch: the meter store except through {@link io.opencab.app.cabinet.ledger.Money}; the screen (it
 * only publishes values); the facade in the package above.
 */
package io.opencab.app.cabinet.state;
