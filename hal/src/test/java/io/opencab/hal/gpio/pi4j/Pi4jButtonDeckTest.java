package io.opencab.hal.gpio.pi4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonDeckConfig;
import io.opencab.hal.gpio.ButtonEvent;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.OutputPin;
import io.opencab.hal.gpio.Pull;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class Pi4jButtonDeckTest {
    private static final Duration DEBOUNCE = Duration.ofMillis(20);
    private final MockGpio mock = new MockGpio();
    private final EventLog<ButtonEvent> events = new EventLog<>();

    /** Active-high switches (the mock's inputs start low = released); SERVICE lamp on at start, on at shutdown. */
    private Pi4jButtonDeck deck() {
        Map<Button, ButtonDeckConfig.Wiring> m = new EnumMap<>(Button.class);
        int i = 0;
        for (Button b : Button.values()) {
            boolean service = b == Button.SERVICE;
            m.put(b, new ButtonDeckConfig.Wiring(new InputPin(4 + i, false, Pull.DOWN),
                    new OutputPin(12 + i, false, service, service)));
            i++;
        }
        Pi4jButtonDeck deck = new Pi4jButtonDeck(mock.gpio, new ButtonDeckConfig(m, DEBOUNCE, Duration.ofMillis(400)));
        deck.addListener(events);
        return deck;
    }

    @AfterEach
    void close() {
        mock.close();
    }

    @Test
    void pressIsReportedOnlyAfterTheStableTime() {
        Pi4jButtonDeck deck = deck();

        mock.set("button-spin", true);
        mock.after(Duration.ofMillis(19));
        assertTrue(events.all().isEmpty());
        mock.after(Duration.ofMillis(1));

        assertEquals(new ButtonEvent(Button.SPIN, true, mock.clock.instant()), events.all().getFirst());
        assertTrue(deck.isPressed(Button.SPIN));
    }

    @Test
    void bounceGivesOnePressAndOneRelease() {
        Pi4jButtonDeck deck = deck();

        for (int i = 0; i < 5; i++) {
            mock.set("button-cash_out", true);
            mock.after(Duration.ofMillis(3));
            mock.set("button-cash_out", false);
            mock.after(Duration.ofMillis(3));
        }
        mock.set("button-cash_out", true);
        mock.after(Duration.ofMillis(25));
        mock.set("button-cash_out", false);
        mock.set("button-cash_out", true);
        mock.set("button-cash_out", false);
        mock.after(Duration.ofMillis(25));

        assertEquals(2, events.all().size(), events.all().toString());
        assertTrue(events.all().get(0).pressed());
        assertFalse(events.all().get(1).pressed());
        assertFalse(deck.isPressed(Button.CASH_OUT));
    }

    @Test
    void glitchShorterThanTheStableTimeIsIgnored() {
        deck();

        mock.set("button-help", true);
        mock.after(Duration.ofMillis(10));
        mock.set("button-help", false);
        mock.after(Duration.ofMillis(50));

        assertTrue(events.all().isEmpty());
    }

    @Test
    void lampsFollowTheirModeAndBlinkWithThePeriod() {
        Pi4jButtonDeck deck = deck();
        assertTrue(mock.high("lamp-service"), "declared initial state applied");
        assertFalse(mock.high("lamp-spin"));

        deck.lamp(Button.SPIN, LampMode.ON);
        assertTrue(mock.high("lamp-spin"));
        deck.lamp(Button.SPIN, LampMode.OFF);
        assertFalse(mock.high("lamp-spin"));

        mock.after(Duration.ofMillis(1000)); // phase: 1000 ms / 200 ms half period = 5, odd: off
        deck.lamp(Button.MAX_BET, LampMode.BLINK);
        boolean first = mock.high("lamp-max_bet");
        mock.after(Duration.ofMillis(200));
        boolean second = mock.high("lamp-max_bet");
        mock.after(Duration.ofMillis(200));

        assertEquals(!first, second);
        assertEquals(first, mock.high("lamp-max_bet"));
        assertEquals(LampMode.BLINK, deck.lamp(Button.MAX_BET));
    }

    @Test
    void closeAppliesEachLampsShutdownState() {
        Pi4jButtonDeck deck = deck();
        deck.lamp(Button.SPIN, LampMode.ON);
        deck.lamp(Button.SERVICE, LampMode.OFF);

        deck.close();

        assertFalse(mock.high("lamp-spin"));
        assertTrue(mock.high("lamp-service"));
    }
}
