/**
 * The cabinet's side of its devices (docs/hal.md): {@link io.opencab.app.cabinet.devices.DeviceFeeds} turns every
 * device's report into an action in the cabinet's one queue; {@link io.opencab.app.cabinet.devices.DeviceEvents}
 * handles a door, a bill or a ticket inserted on the cabinet thread; {@link io.opencab.app.cabinet.devices.Outputs}
 * drives the lamps and the validator's enables from the state; {@link io.opencab.app.cabinet.devices.CabinetClock}
 * is the one clock every part is given (the operating system's plus the host's offset). What the casino system
 * switched off is state ({@code state.HostGate}).
 *
 * <p>Owns: the hand-off between devices and the machine. Uses the tickets (a ticket inserted, the validator's
 * barcode enable) and the state beneath it. Must not touch: the state from a device's thread (only the cabinet thread
 * changes it, from the queued action); the meter store except through {@link io.opencab.app.cabinet.ledger.Money};
 * the facade in the package above.
 */
package io.opencab.app.cabinet.devices;
