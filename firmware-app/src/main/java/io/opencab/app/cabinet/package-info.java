/**
 * The running cabinet (docs/cabinet.md, docs/architecture.md): {@link io.opencab.app.cabinet.Cabinet} owns the one
 * action queue and the one thread that takes it, and publishes the state after each action; {@code Machine} is the
 * state and its transitions, each in the class of its subject: rounds and cash-out ({@code RoundFlow}), the
 * machine's side of tickets ({@code TicketCashOut}, {@code TicketRedeem}, {@code TicketHost}), device reports and
 * outputs ({@code DeviceEvents}, {@code Outputs}), the casino system's switches ({@code HostGate}), the attendant's
 * session ({@code Attendant}, {@code PinPad}, {@code Session}, {@code TiltClearing}, and {@code CabinetAttendant}
 * behind {@link io.opencab.app.cabinet.attendant.AttendantService}), and power-up ({@code Startup}, {@code ConfigSeal},
 * {@code SigningAnchor}). These share the machine's fields, so they live together; only the cabinet thread calls them.
 *
 * <p>Owns: the cabinet's state and every change of it. Must not touch: the meter store except through
 * {@link io.opencab.app.cabinet.ledger.Money}; a device except from the cabinet thread; the screen (it only publishes
 * {@link io.opencab.app.cabinet.state.CabinetState}). Its sub-packages stand below it and never import it.
 */
package io.opencab.app.cabinet;
