package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.gpio.Door;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every action in every state a cabinet can rest in, on a real cabinet (test game, simulated devices,
 * real store): the state lets it through or refuses it exactly as {@link RulesTableTest#TABLE} says,
 * and a refused action changes nothing but the message. (PLAYING and CASH_OUT pass within one
 * action; the table test covers them.)
 */
class StateMachineTest {
    static final StateKind[] RESTING = {StateKind.IDLE, StateKind.GAME_SELECT, StateKind.PRESENTING, StateKind.PAID,
        StateKind.HELP, StateKind.HANDPAY_PENDING, StateKind.ATTENDANT_MENU, StateKind.TILT};

    @TempDir
    Path dir;

    static Stream<Arguments> cells() {
        List<Arguments> out = new ArrayList<>();
        for (StateKind kind : RESTING) {
            for (Class<? extends Action> type : RulesTableTest.TABLE.keySet()) {
                out.add(Arguments.of(kind, type.getSimpleName(), type));
            }
        }
        return out.stream();
    }

    /** Brings a fresh cabinet (500 credits) into {@code kind}. */
    static void enter(Fixture f, StateKind kind) {
        f.bill(500);
        switch (kind) {
            case IDLE -> { }
            case GAME_SELECT -> f.act(new Action.ShowGameSelect());
            case PRESENTING -> f.spin(3);
            case PAID -> f.play(7);
            case HELP -> f.act(new Action.Help());
            case HANDPAY_PENDING -> f.act(new Action.CashOut());
            case ATTENDANT_MENU -> f.login(Fixture.TECHNICIAN_PIN);
            case TILT -> {
                f.doors().open(Door.MAIN);
                f.cabinet.sync();
            }
            default -> throw new IllegalArgumentException(kind.name());
        }
        assertEquals(kind, f.state().kind(), "set-up");
    }

    @ParameterizedTest(name = "{1} in {0}")
    @MethodSource("cells")
    void theStateAllowsOrRefusesTheActionAsTheTableSays(StateKind kind, String name, Class<? extends Action> type) {
        try (Fixture f = new Fixture(dir)) {
            f.start();
            enter(f, kind);
            CabinetState before = f.state();
            long roundId = before.round().map(RoundView::roundId).orElse(1L);

            ActionResult r = f.act(RulesTableTest.sample(type, roundId));

            boolean stateRefused = !r.accepted() && r.message().contains("is not allowed while");
            if (RulesTableTest.allowed(type, kind)) {
                assertFalse(stateRefused, name + " in " + kind + ": " + r.message());
            } else {
                assertTrue(stateRefused, name + " in " + kind + ": " + r.message());
                CabinetState after = r.state();
                assertEquals(before.kind(), after.kind());
                assertEquals(before.credits(), after.credits());
                assertEquals(before.round(), after.round());
                assertEquals(before.handpay(), after.handpay());
                assertEquals(before.tilts(), after.tilts());
                assertEquals(before.credits(), f.meters().credits(), "the credit meter did not move");
            }
        }
    }
}
