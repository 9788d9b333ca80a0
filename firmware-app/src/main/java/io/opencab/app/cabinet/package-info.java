/**
 * The running cabinet's facade (docs/cabinet.md, docs/architecture.md "Inside firmware-app"): {@link
 * io.opencab.app.cabinet.Cabinet} wires the store, the devices, the machine and its queue together at start-up and
 * is what the kiosk, the SAS service, the headless driver and the command line hold; {@code Dispatcher} builds the
 * parts over the machine's state and hands each action to the part it is for. The work is in the sub-packages, on
 * floors from the top: {@code attendant}, {@code startup}, {@code round}, {@code devices} and {@code cashless},
 * {@code tickets}, {@code state} (the machine's state, its queue and what it publishes), {@code ledger}.
 *
 * <p>Owns: the life of one cabinet (start, publish, close) and which part handles which action. Must not touch: a
 * transition of the machine (they are in the sub-packages), the meter store except through {@link
 * io.opencab.app.cabinet.ledger.Money}. The sub-packages stand below it and never refer to it, and each uses only
 * the floors beneath its own (PackageFloorsTest).
 */
package io.opencab.app.cabinet;
