/**
 * What the cabinet accepts and what it publishes (docs/cabinet.md "API"): every {@link
 * io.opencab.app.cabinet.state.Action}, the immutable {@link io.opencab.app.cabinet.state.CabinetState} with its
 * parts (the round, the handpay, the tilts, the attendant session, the games offered), and {@link
 * io.opencab.app.cabinet.state.Rules}, which action each state allows.
 *
 * <p>Owns: the values the screen, the SAS service and the headless driver read and send. Must not touch: the
 * machine, the store or a device; it holds values and the rules table only, and imports nothing of the cabinet
 * but the attendant's roles.
 */
package io.opencab.app.cabinet.state;
