/**
 * The attendant (regulations.md 1.11, docs/cabinet.md "Attendant service"): the functions of the session while the
 * key is turned ({@link io.opencab.app.cabinet.attendant.Attendant}, the PIN pad {@link
 * io.opencab.app.cabinet.attendant.PinPad}, who may clear which tilt {@link
 * io.opencab.app.cabinet.attendant.TiltClearing}); the service any screen reads ({@link
 * io.opencab.app.cabinet.attendant.AttendantService}, on the cabinet's queue {@link
 * io.opencab.app.cabinet.attendant.CabinetAttendant}); and what the attendant's pages read as values: the meter
 * report, recall rounds, diagnostics, configuration entries, and the refusal of a function a role may not use. The
 * session itself, the roles and their permissions are state ({@code state.Session}, {@code Role}, {@code
 * Permission}): a ticket or a bill resolved by an attendant checks them without knowing this package.
 *
 * <p>Owns: what an attendant may do and how. The top floor of the parts: it uses start-up (the seals, the software
 * check), the round (a held round goes on when the menu closes), the tickets (a handpay keyed off) and cashless (a
 * host cash-out reset). Must not touch: the machine except on the cabinet thread (reads go through the queue); the
 * meter store except through {@link io.opencab.app.cabinet.ledger.Money} (one exception: the RAM clear closes the
 * store, clears and reopens it, and hands the new store to {@code Money}); the facade in the package above.
 */
package io.opencab.app.cabinet.attendant;
