package io.opencab.app.cabinet.state;

import io.opencab.hal.gpio.Door;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One immutable snapshot of the cabinet, published to listeners after every action that changed
 * something (docs/cabinet.md). Everything a screen needs is here; the screen never decides.
 *
 * @param sequence          increases with every published snapshot
 * @param at                when it was published
 * @param kind              what the screen shows
 * @param cabinetId         the configured id
 * @param denominationCents cents per credit
 * @param credits           the credit meter
 * @param creditLimit       bills are accepted while they keep credits at or below this
 * @param games             enabled games in game-select order
 * @param gameId            the selected game
 * @param betLevel          the selected bet level
 * @param bet               the bet in credits at that level
 * @param lastWin           the last round's win in credits (a jackpot's too, though paid by hand)
 * @param round             the round on screen (deciding, presenting, or paid and still shown)
 * @param handpay           the handpay waiting for an attendant
 * @param tilts             active lockups, oldest first
 * @param attendant         the attendant session while the key is turned
 * @param acceptingBills    the bill validator is enabled now
 * @param doors             every door's state
 * @param serviceCall       the player asked for an attendant (tower light)
 * @param message           the last message for the player or attendant ("" for none)
 * @param hostDisabled      why the casino system (SAS) keeps play disabled now ("" when it does not): LP 01,
 *                          or its link down under the disable-play policy (docs/sas.md)
 */
public record CabinetState(long sequence, Instant at, StateKind kind, String cabinetId, long denominationCents,
                           long credits, long creditLimit, List<GameChoice> games, String gameId, int betLevel, long bet,
                           long lastWin, Optional<RoundView> round, Optional<HandpayView> handpay, List<Tilt> tilts,
                           Optional<AttendantView> attendant, boolean acceptingBills, Map<Door, Boolean> doors,
                           boolean serviceCall, String message, String hostDisabled, long bonusCents) {

    public CabinetState {
        games = List.copyOf(games);
        tilts = List.copyOf(tilts);
        doors = Map.copyOf(doors);
    }

    /** Credits as money, in cents. */
    public long creditsCents() {
        return credits * denominationCents;
    }

    /** The selected game's choice. */
    public GameChoice game() {
        return games.stream().filter(g -> g.gameId().equals(gameId)).findFirst().orElseThrow();
    }

    /** True while a tilt of this reason is active. */
    public boolean tilted(TiltReason reason) {
        return tilts.stream().anyMatch(t -> t.reason() == reason);
    }
}
