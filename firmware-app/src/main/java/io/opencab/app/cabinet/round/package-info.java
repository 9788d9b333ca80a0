/**
 * Playing a round (docs/cabinet.md, docs/outcome-format.md): {@link io.opencab.app.cabinet.round.RoundFlow} (a round
 * from SPIN to paid, and cash-out: the machine's money transitions, cabinet thread only), {@link
 * io.opencab.app.cabinet.round.GameLibrary} (the games and the JSON form of their outcomes), {@link
 * io.opencab.app.cabinet.round.RoundPlayer} (a round decided on the live RNG with its draws recorded, and rebuilt
 * from them at recovery and recall) and {@link io.opencab.app.cabinet.round.BetSelection} (each game's bet level).
 *
 * <p>Owns: deciding, journaling, presenting and paying a round exactly once. Must not touch: the meter store except
 * through {@link io.opencab.app.cabinet.ledger.Money}; a device; the facade in the package above.
 */
package io.opencab.app.cabinet.round;
