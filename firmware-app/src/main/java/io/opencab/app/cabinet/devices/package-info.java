/**
 * The cabinet's side of its devices (docs/hal.md, docs/sas.md "LP 7F"): {@link
 * io.opencab.app.cabinet.devices.DeviceFeeds} turns every device's report into an action in the cabinet's one
 * queue, and {@link io.opencab.app.cabinet.devices.CabinetClock} is the one clock every part is given (the
 * operating system's plus the host's offset).
 *
 * <p>Owns: the hand-off from a device's thread to the cabinet's queue. Must not touch: the cabinet's state (only
 * the cabinet thread changes it, from the queued action), the store.
 */
package io.opencab.app.cabinet.devices;
