/**
 * The attendant's world as values (regulations.md 1.11, docs/cabinet.md "Attendant service"): the roles and
 * their permissions, the meter report, recall rounds, diagnostics, configuration entries, the last software check,
 * and the refusal of a function a role may not use.
 *
 * <p>Owns: who may do what, and what the attendant's pages read. Must not touch: the cabinet's state or store
 * (the session and its functions are {@code Attendant} and {@code CabinetAttendant} in the package above).
 */
package io.opencab.app.cabinet.attendant;
