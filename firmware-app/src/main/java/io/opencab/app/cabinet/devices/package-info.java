/**
 * The cabinet's side of its devices and of the host's switches (docs/hal.md, docs/sas.md): {@link
 * io.opencab.app.cabinet.devices.DeviceFeeds} turns every device's report into an action in the cabinet's one
 * queue; {@link io.opencab.app.cabinet.devices.DeviceEvents} handles a door or a bill on the cabinet thread;
 * {@link io.opencab.app.cabinet.devices.Outputs} drives the lamps and the validator's enables from the state;
 * {@link io.opencab.app.cabinet.devices.HostGate} is what the casino system switched off (LP 01/02, 06/07, 08, 09);
 * {@link io.opencab.app.cabinet.devices.CabinetClock} is the one clock every part is given (the operating system's
 * plus the host's offset).
 *
 * <p>Owns: the hand-off between devices and the machine. Must not touch: the state from a device's thread (only
 * the cabinet thread changes it, from the queued action); the meter store except through
 * {@link io.opencab.app.cabinet.ledger.Money}; the facade in the package above.
 */
package io.opencab.app.cabinet.devices;
