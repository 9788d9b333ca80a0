/**
 * Playing a round (docs/cabinet.md, docs/outcome-format.md): {@link io.opencab.app.cabinet.round.RoundFlow} (a round
 * from SPIN to paid, and the CASH OUT press, cabinet thread only), {@link io.opencab.app.cabinet.round.PlayerChoice}
 * (the game and the bet the player chooses), {@link io.opencab.app.cabinet.round.GameLibrary} (the games and the
 * JSON form of their outcomes), {@link io.opencab.app.cabinet.round.RoundPlayer} (a round decided on the live RNG
 * with its draws recorded, and rebuilt from them at recovery and recall), {@link
 * io.opencab.app.cabinet.round.BetSelection} (each game's bet level) and the restricted credits a cash-out forfeits.
 *
 * <p>Owns: deciding, journaling, presenting and paying a round exactly once; starting a cash-out. Uses cashless (the
 * host is offered the cash-out first) and the tickets (the payout) beneath it. Must not touch: the meter store except
 * through {@link io.opencab.app.cabinet.ledger.Money}; a device; the attendant and start-up above it (a session that
 * waits for the round is opened on the state); the facade in the package above.
 */
package io.opencab.app.cabinet.round;
