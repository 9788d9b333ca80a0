package io.opencab.hal.gpio.pi4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.HalException;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorConfig;
import io.opencab.hal.gpio.DoorEvent;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.KeyEvent;
import io.opencab.hal.gpio.KeySwitchConfig;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.OutputPin;
import io.opencab.hal.gpio.Pull;
import io.opencab.hal.gpio.TowerLight;
import io.opencab.hal.gpio.TowerLightConfig;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Doors, key switch and tower light on the Pi4J mock plugin; and the REAL provider on a board without GPIO. */
class Pi4jPanelTest {
    private final MockGpio mock = new MockGpio();

    @AfterEach
    void close() {
        mock.close();
    }

    /** MAIN is wired active-low, so the mock's low line reads "open" at start-up; the others active-high. */
    private Pi4jDoorSwitches doors() {
        Map<Door, InputPin> m = new EnumMap<>(Door.class);
        m.put(Door.MAIN, new InputPin(20, true, Pull.UP));
        m.put(Door.CASH_BOX, new InputPin(21, false, Pull.UP));
        m.put(Door.LOGIC, new InputPin(22, false, Pull.UP));
        m.put(Door.BILL_VALIDATOR, new InputPin(23, false, Pull.UP));
        return new Pi4jDoorSwitches(mock.gpio, new DoorConfig(m, Duration.ofMillis(50)));
    }

    @Test
    void doorStateIsReadAtStartUpWithoutAnEvent() {
        EventLog<DoorEvent> events = new EventLog<>();
        Pi4jDoorSwitches doors = doors();
        doors.addListener(events);
        mock.after(Duration.ofMillis(100));

        assertTrue(doors.isOpen(Door.MAIN));
        assertFalse(doors.isOpen(Door.CASH_BOX));
        assertTrue(events.all().isEmpty());
    }

    @Test
    void doorOpeningAndClosingAreEventsStampedWithTheClock() {
        EventLog<DoorEvent> events = new EventLog<>();
        Pi4jDoorSwitches doors = doors();
        doors.addListener(events);

        mock.set("door-cash_box", true);
        mock.after(Duration.ofMillis(50));
        Instant opened = mock.clock.instant();
        mock.set("door-cash_box", false);
        mock.after(Duration.ofMillis(50));

        assertEquals(java.util.List.of(new DoorEvent(Door.CASH_BOX, true, opened),
                new DoorEvent(Door.CASH_BOX, false, mock.clock.instant())), events.all());
        assertFalse(doors.snapshot().get(Door.CASH_BOX));
    }

    @Test
    void attendantKeyIsDebounced() {
        EventLog<KeyEvent> events = new EventLog<>();
        Pi4jKeySwitch key = new Pi4jKeySwitch(mock.gpio,
                new KeySwitchConfig(new InputPin(24, false, Pull.DOWN), Duration.ofMillis(30)));
        key.addListener(events);

        mock.set("attendant-key", true);
        mock.after(Duration.ofMillis(10));
        assertFalse(key.isTurned());
        mock.after(Duration.ofMillis(20));

        assertTrue(key.isTurned());
        assertEquals(1, events.all().size());
        assertTrue(events.all().getFirst().turned());
    }

    @Test
    void towerLightShowsServiceCallAndHandpayAndAppliesShutdownState() {
        Pi4jTowerLight tower = new Pi4jTowerLight(mock.gpio, new TowerLightConfig(
                new OutputPin(25, false, false, false), new OutputPin(26, true, false, true), Duration.ofMillis(500)));
        assertFalse(mock.high("tower-top"));
        assertTrue(mock.high("tower-bottom"), "active-low bottom tier is off when its line is high");

        tower.serviceCall(true);
        assertTrue(mock.high("tower-top"));
        assertEquals(LampMode.ON, tower.tier(TowerLight.Tier.TOP));

        tower.handpay(true);
        assertEquals(LampMode.BLINK, tower.tier(TowerLight.Tier.TOP));
        assertFalse(mock.high("tower-bottom"), "bottom tier lit (active low)");
        boolean top = mock.high("tower-top");
        mock.after(Duration.ofMillis(250));
        assertEquals(!top, mock.high("tower-top"), "top tier blinks");

        tower.close();
        assertFalse(mock.high("tower-top"));
        assertFalse(mock.high("tower-bottom"), "bottom tier declared on at shutdown (active low)");
    }

    @Test
    void realGpioOnABoardWithoutTheChipIsAFaultNotASimulation() {
        HalException e = assertThrows(HalException.class,
                () -> Pi4jGpio.gpiod("gpiochip97", Clock.systemUTC()));
        assertTrue(e.getMessage().contains("/dev/gpiochip97"), e.getMessage());
    }
}
