package io.opencab.ui.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.ConfigItem.Choice;
import io.opencab.ui.port.ConfigItem.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A value entered without a keyboard (issue 39 item 8): steppers, the keypad, pick-lists and ticks. */
class ServiceFormTest {
    private static ServiceForm form(String value, Field field) {
        return new ServiceForm(new ConfigItem("k", value, "d", true, "K", value, field, ""), "SAVE", 12);
    }

    @Test
    void aNumberStepsByItsStepAndStopsAtItsRange() {
        ServiceForm f = form("120", Field.number("", 1, 127, 5));

        f.step(1);
        assertEquals("125", f.draft().get());
        f.step(1);
        assertEquals("127", f.draft().get(), "stops at the maximum");
        for (int i = 0; i < 40; i++) {
            f.step(-1);
        }
        assertEquals("1", f.draft().get(), "stops at the minimum");
    }

    @Test
    void theKeypadTypesDeletesAndClears() {
        ServiceForm f = form("0", Field.number("credits", 0, 1_000_000, 100));

        f.key("4");
        f.key("2");
        f.key("7");
        f.key(ServiceForm.BACK);
        assertEquals("42", f.draft().get(), "a typed number replaces the 0");
        f.key(ServiceForm.CLEAR);
        assertEquals("", f.draft().get());
        f.step(1);
        assertEquals("0", f.draft().get(), "a stepper press on an empty entry starts at the minimum");
    }

    @Test
    void theKeypadStopsAtTheLongestEntry() {
        ServiceForm f = form("", Field.hex());

        for (int i = 0; i < 20; i++) {
            f.key("a");
        }

        assertEquals("a".repeat(12), f.draft().get());
    }

    @Test
    void aPickListMovesAsTheMenuDoesAndNeverWraps() {
        ServiceForm f = form("b", Field.choice(List.of(new Choice("a", "A"), new Choice("b", "B"), new Choice("c", "C"))));

        f.step(-1);
        assertEquals("c", f.draft().get(), "BET- moves down the list");
        f.step(-1);
        assertEquals("c", f.draft().get(), "and stops at its end");
        f.step(1);
        f.step(1);
        f.step(1);
        assertEquals("a", f.draft().get(), "BET+ moves up and stops at the top");
    }

    @Test
    void ticksAddAtTheEndAndRemoveInPlace() {
        ServiceForm f = form("b,c", Field.subset(List.of(new Choice("a", "A"), new Choice("b", "B"), new Choice("c", "C"))));

        f.pick(0);
        assertEquals("b,c,a", f.draft().get(), "a game added goes last in game-select order");
        f.pick(1);
        assertEquals("c,a", f.draft().get());
        f.step(-1);
        f.step(1);
        f.toggle();
        assertEquals("c,a,b", f.draft().get(), "the deck: BET- down to C, BET+ back up to B, MAX BET ticks it");
    }
}
