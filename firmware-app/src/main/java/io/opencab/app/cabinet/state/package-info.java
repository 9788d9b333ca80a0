/**
 * The state machine and what it accepts and publishes (docs/cabinet.md "API"): {@link
 * io.opencab.app.cabinet.state.Machine}, the cabinet's state and the dispatch of each action to the class of its
 * subject; {@link io.opencab.app.cabinet.state.CabinetQueue}, the one queue and the one thread that owns the
 * machine; every {@link io.opencab.app.cabinet.state.Action}; the immutable {@link
 * io.opencab.app.cabinet.state.CabinetState} with its parts (the round, the handpay, the tilts, the attendant
 * session, the games offered); and {@link io.opencab.app.cabinet.state.Rules}, which action each state allows.
 *
 * <p>Owns: the state and the order in which actions change it (cabinet thread only). Must not touch: the meter
 * store except through {@link io.opencab.app.cabinet.ledger.Money}; the screen (it only publishes values); the
 * facade in the package above. The values ({@code Action}, {@code CabinetState} and its parts, {@code Rules})
 * import nothing of the cabinet but the attendant's roles.
 */
package io.opencab.app.cabinet.state;
