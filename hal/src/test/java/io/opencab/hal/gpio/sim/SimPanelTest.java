package io.opencab.hal.gpio.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonEvent;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorEvent;
import io.opencab.hal.gpio.KeyEvent;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.TowerLight;
import io.opencab.testkit.StepClock;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SimPanelTest {
    private final StepClock clock = new StepClock(Instant.parse("2026-03-01T12:00:00Z"));

    @Test
    void clickGivesAPressThenAReleaseLikeTheRealDeck() {
        SimButtonDeck deck = new SimButtonDeck(clock);
        EventLog<ButtonEvent> events = new EventLog<>();
        deck.addListener(events);

        deck.click(Button.SPIN);
        deck.release(Button.SPIN);

        assertEquals(List.of(new ButtonEvent(Button.SPIN, true, clock.instant()),
                new ButtonEvent(Button.SPIN, false, clock.instant())), events.all());
    }

    @Test
    void lampsRememberTheirModeAndTakeTheShutdownModeOnClose() {
        SimButtonDeck deck = new SimButtonDeck(clock, LampMode.ON, LampMode.OFF);
        assertEquals(LampMode.ON, deck.lamp(Button.HELP));
        deck.lamp(Button.HELP, LampMode.BLINK);
        assertEquals(LampMode.BLINK, deck.lamp(Button.HELP));

        deck.close();

        assertEquals(LampMode.OFF, deck.lamp(Button.HELP));
    }

    @Test
    void doorOpenAtStartIsStateNotEventAndChangesAreEvents() {
        SimDoorSwitches doors = new SimDoorSwitches(clock, Set.of(Door.LOGIC));
        EventLog<DoorEvent> events = new EventLog<>();
        doors.addListener(events);
        assertTrue(doors.isOpen(Door.LOGIC));

        doors.open(Door.MAIN);
        doors.open(Door.MAIN);
        doors.close(Door.LOGIC);

        assertEquals(List.of(new DoorEvent(Door.MAIN, true, clock.instant()),
                new DoorEvent(Door.LOGIC, false, clock.instant())), events.all());
    }

    @Test
    void keyAndTowerLightBehaveLikeTheRealOnes() {
        SimKeySwitch key = new SimKeySwitch(clock);
        EventLog<KeyEvent> events = new EventLog<>();
        key.addListener(events);
        key.turn(true);
        assertTrue(key.isTurned());
        assertEquals(1, events.all().size());

        SimTowerLight tower = new SimTowerLight();
        tower.serviceCall(true);
        assertEquals(LampMode.ON, tower.tier(TowerLight.Tier.TOP));
        tower.handpay(true);
        assertEquals(LampMode.BLINK, tower.tier(TowerLight.Tier.TOP));
        tower.close();
        assertFalse(tower.handpay());
        assertEquals(LampMode.OFF, tower.tier(TowerLight.Tier.BOTTOM));
    }
}
