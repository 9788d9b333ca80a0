package io.opencab.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.sim.SimBillValidator;
import io.opencab.hal.gpio.ButtonDeckConfig;
import io.opencab.hal.gpio.DoorConfig;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.KeySwitchConfig;
import io.opencab.hal.gpio.TowerLightConfig;
import io.opencab.hal.gpio.sim.SimButtonDeck;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class HalTest {
    private final BillValidatorConfig bill = BillValidatorConfig.defaults("/dev/ttyUSB0", DenominationTable.usd());

    @Test
    void simulatedConfigurationOpensSimulatedDevices() {
        try (Devices d = Hal.open(HalConfig.simulated(bill), new RecordingLedger(), Clock.systemUTC())) {
            assertInstanceOf(SimButtonDeck.class, d.buttons());
            assertInstanceOf(SimBillValidator.class, d.billValidator().orElseThrow());
        }
    }

    @Test
    void realGpioWithoutTheChipFailsInsteadOfFallingBackToSimulation() {
        HalConfig real = new HalConfig(DeviceMode.REAL, "gpiochip93", ButtonDeckConfig.defaults(), DoorConfig.defaults(),
                KeySwitchConfig.defaults(), TowerLightConfig.defaults(), DeviceMode.NONE, null);

        HalException e = assertThrows(HalException.class, () -> Hal.open(real, new RecordingLedger(), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("/dev/gpiochip93"), e.getMessage());
    }

    @Test
    void realValidatorOnAMissingPortFailsInsteadOfFallingBackToSimulation() {
        HalConfig cfg = new HalConfig(DeviceMode.SIMULATED, null, ButtonDeckConfig.defaults(), DoorConfig.defaults(),
                KeySwitchConfig.defaults(), TowerLightConfig.defaults(), DeviceMode.REAL,
                BillValidatorConfig.defaults("/dev/opencab-no-such-port", DenominationTable.usd()));

        HalException e = assertThrows(HalException.class, () -> Hal.open(cfg, new RecordingLedger(), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("/dev/opencab-no-such-port"), e.getMessage());
    }

    @Test
    void onePinWiredToTwoDevicesIsRefused() {
        HalException e = assertThrows(HalException.class, () -> new HalConfig(DeviceMode.SIMULATED, null,
                ButtonDeckConfig.defaults(), DoorConfig.defaults(),
                new KeySwitchConfig(InputPin.toGround(4), Duration.ofMillis(50)), TowerLightConfig.defaults(),
                DeviceMode.NONE, null));
        assertTrue(e.getMessage().contains("BCM pin 4"), e.getMessage());
    }

    @Test
    void badTimingValuesAreErrorsNotClamped() {
        HalException e = assertThrows(HalException.class,
                () -> bill.withTimings(Duration.ofMillis(200), Duration.ofMillis(1), 5, Duration.ofSeconds(1),
                        Duration.ofSeconds(10)));
        assertTrue(e.getMessage().contains("response timeout 1 ms"), e.getMessage());
    }

    @Test
    void denominationOutsideTheEscrowRangeIsRefused() {
        HalException e = assertThrows(HalException.class,
                () -> new DenominationTable("USD", java.util.Map.of(0x69, 100L)));
        assertEquals("denomination table: escrow code 0x69 outside 0x61..0x68", e.getMessage());
    }
}
