/**
 * Playing a round (docs/cabinet.md, docs/outcome-format.md): {@link io.opencab.app.cabinet.round.GameLibrary} (the
 * games and the JSON form of their outcomes), {@link io.opencab.app.cabinet.round.RoundPlayer} (a round decided on
 * the live RNG with its draws recorded, and rebuilt from them at recovery and recall) and {@link
 * io.opencab.app.cabinet.round.BetSelection} (each game's bet level).
 *
 * <p>Owns: deciding and replaying outcomes. Must not touch: money or the store (the machine journals and pays
 * what is decided here), the state machine, a device.
 */
package io.opencab.app.cabinet.round;
