/**
 * The attendant (regulations.md 1.11, docs/cabinet.md "Attendant service"): the session while the key is turned
 * ({@link io.opencab.app.cabinet.attendant.Attendant}, {@link io.opencab.app.cabinet.attendant.Session}, the PIN
 * pad {@link io.opencab.app.cabinet.attendant.PinPad}, who may clear which tilt {@link
 * io.opencab.app.cabinet.attendant.TiltClearing}); the service any screen reads ({@link
 * io.opencab.app.cabinet.attendant.AttendantService}, on the cabinet's queue {@link
 * io.opencab.app.cabinet.attendant.CabinetAttendant}); and the attendant's world as values: the roles and their
 * permissions, the meter report, recall rounds, diagnostics, configuration entries, the last software check, and
 * the refusal of a function a role may not use.
 *
 * <p>Owns: who may do what, and what the attendant's pages read. Must not touch: the machine except on the
 * cabinet thread (reads go through the queue); the meter store except through
 * {@link io.opencab.app.cabinet.ledger.Money}; the facade in the package above.
 */
package io.opencab.app.cabinet.attendant;
