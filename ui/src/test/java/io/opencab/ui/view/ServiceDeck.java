package io.opencab.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.ui.control.Input;
import io.opencab.money.MoneyFormat;
import java.util.List;
import java.util.function.Predicate;
import javafx.scene.Node;
import org.testfx.util.WaitForAsyncUtils;

/** The service pages' tests' hands and eyes: deck presses, nodes by id, checked screenshots, amounts as written. */
final class ServiceDeck {
    /** The demo cabinet's money: a cent a credit, euros, the default grouping. */
    static final MoneyFormat EUR = MoneyFormat.of(1, "EUR");

    private final KioskFixture k;

    ServiceDeck(KioskFixture k) {
        this.k = k;
    }

    /** A deck button, then the screen as it follows. */
    void press(Input input) {
        k.controller.press(input, Input.Source.DECK);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** What {@link LayoutCheck} finds on the stage now. */
    List<String> layout(String name) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems(name, k.view.logicalStage())).get();
    }

    /** The screen for docs/screens ({@link ScreenshotTest#write}), once it passes {@link LayoutCheck}. */
    void shot(String name) throws Exception {
        assertEquals(List.of(), layout(name), "nothing cut off");
        WaitForAsyncUtils.asyncFx(() -> ScreenshotTest.write(name, k.view.logicalStage().snapshot(null, null))).get();
    }

    /** Ids holding a key's dots, which a CSS "#id" selector would read as classes. */
    static Predicate<Node> byId(String id) {
        return n -> id.equals(n.getId());
    }

    /** Credits and their value as the screens write them (the demo: 1 cent a credit, EUR). */
    static String amount(long credits) {
        return EUR.credits(credits) + " credits (" + EUR.currency(credits) + ")";
    }
}
