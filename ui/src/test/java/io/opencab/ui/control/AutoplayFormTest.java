package io.opencab.ui.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.port.AutoplaySettings;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The autoplay panel without a keyboard (issue 39): rounds from the deck, limits from the keypad or a stepper. */
class AutoplayFormTest {
    @Test
    void theDeckChoosesTheRoundsAndSpinStarts() {
        AutoplayForm f = new AutoplayForm(100, 40);
        List<AutoplaySettings> started = new ArrayList<>();

        assertTrue(f.input(Input.BET_UP, () -> started.add(f.settings())));
        assertEquals(25, f.rounds());
        assertTrue(f.input(Input.MAX_BET, () -> started.add(f.settings())));
        assertEquals(100, f.rounds(), "MAX BET: the most rounds");
        f.input(Input.BET_UP, () -> started.add(f.settings()));
        assertEquals(100, f.rounds(), "no wrap past the most");
        assertTrue(f.input(Input.SPIN, () -> started.add(f.settings())));

        assertEquals(1, started.size());
        assertEquals(100, started.getFirst().rounds());
        assertFalse(f.input(Input.CASH_OUT, () -> started.add(f.settings())), "CASH OUT closes the panel");
    }

    @Test
    void onlyTheRoundsTheCabinetAllowsAreOffered() {
        assertEquals(List.of(10, 25), new AutoplayForm(30, 40).roundChoices());
        assertEquals(List.of(5), new AutoplayForm(5, 40).roundChoices());
    }

    @Test
    void aLimitIsTypedOnTheKeypadOrSteppedByOneBet() {
        AutoplayForm f = new AutoplayForm(100, 40);

        f.selected().set(3);
        f.key("5");
        f.key("0");
        f.key("0");
        f.stepLimit(1, 1);
        f.stepLimit(1, 1);
        f.stepLimit(2, -1);

        AutoplaySettings s = f.settings();
        assertEquals(500, s.lossLimit(), "typed");
        assertEquals(80, s.creditsUpBy(), "two bets");
        assertEquals(0, s.creditsDownBy(), "never below 0 (no limit)");
        f.selected().set(3);
        f.key(ServiceForm.BACK);
        assertEquals(50, f.settings().lossLimit());
    }
}
