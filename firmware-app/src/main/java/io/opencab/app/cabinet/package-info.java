/**
 * The running cabinet's facade (docs/cabinet.md, docs/architecture.md "Inside firmware-app"): {@link
 * io.opencab.app.cabinet.Cabinet} wires the store, the devices, the machine and its queue together at start-up and
 * is what the kiosk, the SAS service, the headless driver and the command line hold. The work is in the
 * sub-packages: {@code state} (the machine, its queue and what it publishes), {@code round}, {@code tickets},
 * {@code ledger}, {@code attendant}, {@code devices} and {@code startup}.
 *
 * <p>Owns: the life of one cabinet (start, publish, close). Must not touch: a transition of the machine (they
 * are in the sub-packages), the meter store except through {@link io.opencab.app.cabinet.ledger.Money}. The
 * sub-packages stand below it and never refer to it (PackageFloorsTest).
 */
package io.opencab.app.cabinet;
