package io.opencab.app.cabinet.state;

/**
 * What became of a submitted action.
 *
 * @param accepted true when the action was carried out, false when refused (nothing changed but the message)
 * @param message  why it was refused, or what happened
 * @param state    the state after the action
 */
public record ActionResult(boolean accepted, String message, CabinetState state) {
}
