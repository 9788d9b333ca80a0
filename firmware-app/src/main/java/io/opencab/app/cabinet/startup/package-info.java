/**
 * Power-up (docs/meters.md "Power-up", regulations.md 1.8): {@link io.opencab.app.cabinet.startup.CabinetSetup}
 * (what a cabinet is started with: configuration, games, RNG, clock, devices, software verifier), {@link
 * io.opencab.app.cabinet.startup.Startup} (open the store, recover what a power loss interrupted, check the
 * software), {@link io.opencab.app.cabinet.startup.ConfigSeal} (the configuration sealed in critical memory) and
 * {@link io.opencab.app.cabinet.startup.SigningAnchor} (the install image's signing key sealed likewise).
 *
 * <p>Owns: what happens before the first action is taken, and the seals it checks. Uses the round (a round rebuilt;
 * the game library a cabinet is set up with), the devices' clock, the tickets (a ticket in doubt recovered; the
 * host's validation of tickets), the state and the ledger (a bill pending at power-up) beneath it. Must not touch:
 * the queue
 * (it runs before the cabinet thread starts, or on it); the attendant above it; the meter store except through the
 * store it opens or {@link io.opencab.app.cabinet.ledger.Money}; the facade in the package above.
 */
package io.opencab.app.cabinet.startup;
