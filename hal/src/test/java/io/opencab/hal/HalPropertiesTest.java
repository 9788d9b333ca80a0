package io.opencab.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.Parity;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HalPropertiesTest {
    private static Properties props(String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return p;
    }

    @Test
    void realCabinetWithOverrides() {
        HalConfig c = HalProperties.parse(props("""
                hal.gpio=real
                hal.gpio.chip=gpiochip4
                hal.button.spin.pin=27
                hal.door.main.pin=2
                hal.bill=real
                hal.bill.port=/dev/ttyUSB0
                hal.bill.currency=GBP
                hal.bill.denomination.0x62=500
                hal.bill.denomination.0x63=1000
                hal.bill.enabled=0x63
                hal.bill.poll.ms=150
                """));

        assertEquals(DeviceMode.REAL, c.gpio());
        assertEquals("gpiochip4", c.gpioChip());
        assertEquals(27, c.buttons().buttons().get(Button.SPIN).input().bcm());
        assertEquals(2, c.doors().doors().get(Door.MAIN).bcm());
        assertEquals(Parity.EVEN, c.bill().parity());
        assertEquals(1000L, c.bill().denominations().valueCents(0x63).getAsLong());
        assertEquals(Set.of(0x63), c.bill().enabledCodes());
        assertEquals(Duration.ofMillis(150), c.bill().pollInterval());
    }

    @Test
    void simulatedCabinetWithoutValidator() {
        HalConfig c = HalProperties.parse(props("hal.gpio=simulated\nhal.bill=none\n"));

        assertEquals(DeviceMode.SIMULATED, c.gpio());
        assertNull(c.bill());
    }

    @Test
    void deviceModeHasNoDefault() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props("hal.bill=none\n")));
        assertEquals(java.util.Optional.of("hal.gpio"), e.key());
        assertEquals("is required", e.reason());
    }

    @Test
    void misspelledKeyIsAnError() {
        HalException e = assertThrows(HalException.class,
                () -> HalProperties.parse(props("hal.gpio=simulated\nhal.bill=none\nhal.buton.spin.pin=3\n")));
        assertEquals(java.util.Optional.of("hal.buton.spin.pin"), e.key());
        assertEquals("unknown configuration key (see docs/hal.md for the hal.* keys)", e.reason());
    }

    @Test
    void aMisspeltRequiredKeyIsNamedAsTheLikelyTypo() {
        // given: the required validator port written with two letters swapped
        Properties p = props("hal.gpio=simulated\nhal.bill=real\nhal.bill.prot=/dev/ttyUSB0\n");

        // when
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(p));

        // then: the message names the key that is set, not only the one that is missing
        assertEquals("hal.bill.port: is required (hal.bill.prot is set: a misspelling of it?)", e.getMessage());
    }

    @Test
    void valueThatIsNotANumberIsAnError() {
        HalException e = assertThrows(HalException.class,
                () -> HalProperties.parse(props("hal.gpio=simulated\nhal.bill=none\nhal.key.debounce.ms=fast\n")));
        assertEquals("hal.key.debounce.ms: must be a whole number, got 'fast'", e.getMessage());
    }

    /** An outside tester's '+9600' passed, although the configuration's own numbers refuse a sign. */
    @Test
    void aNumberWithASignOrOtherDigitsThanAsciiIsAnError() {
        HalException plus = assertThrows(HalException.class,
                () -> HalProperties.parse(props("hal.gpio=simulated\nhal.bill=none\nhal.key.debounce.ms=+20\n")));
        HalException wide = assertThrows(HalException.class,
                () -> HalProperties.parse(props("hal.gpio=simulated\nhal.bill=none\nhal.key.debounce.ms=\uFF12\uFF10\n")));

        assertEquals("hal.key.debounce.ms: must be a whole number, got '+20'", plus.getMessage());
        assertEquals("hal.key.debounce.ms: must be a whole number, got '\uFF12\uFF10'", wide.getMessage());
    }

    /** An outside tester wrote "usd" and was told to give a custom denomination table. */
    @Test
    void aCurrencyInSmallLettersIsRefusedAsNotAnIsoCode() {
        HalException e = assertThrows(HalException.class,
                () -> HalProperties.parse(props("hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=usd\n")));

        assertEquals("hal.bill.currency: 'usd' is not an ISO 4217 code of three capital letters (e.g. USD, EUR)",
                e.getMessage());
    }

    @Test
    void ticketHoldTimeIsReadAndDefaultsToThirtySeconds() {
        String base = "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\n";

        HalConfig set = HalProperties.parse(props(base + "hal.bill.ticket.hold.ms=12000\n"));
        HalConfig unset = HalProperties.parse(props(base));

        assertEquals(Duration.ofMillis(12_000), set.bill().ticketHold());
        assertEquals(Duration.ofSeconds(30), unset.bill().ticketHold());
    }

    @Test
    void ticketHoldTimeOutOfRangeIsAnError() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\nhal.bill.ticket.hold.ms=50\n")));

        assertEquals("hal.bill.ticket.hold.ms: 50 ms is outside 100..300000 ms", e.getMessage());
    }

    @Test
    void settingsRetryBackOffIsReadAndDefaultsToOneTwoFiveThenThirtySeconds() {
        String base = "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\n";

        HalConfig set = HalProperties.parse(props(base + "hal.bill.settings.retry.ms=500, 60000\n"));
        HalConfig unset = HalProperties.parse(props(base));

        assertEquals(List.of(Duration.ofMillis(500), Duration.ofMinutes(1)), set.bill().settingsRetry());
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(30)),
                unset.bill().settingsRetry());
    }

    @Test
    void settingsRetryBackOffThatIsNotMillisecondsOrOutOfRangeIsAnError() {
        String base = "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\nhal.bill.settings.retry.ms=";

        HalException words = assertThrows(HalException.class, () -> HalProperties.parse(props(base + "1s,2s\n")));
        HalException empty = assertThrows(HalException.class, () -> HalProperties.parse(props(base + "1000,\n")));
        HalException small = assertThrows(HalException.class, () -> HalProperties.parse(props(base + "1000,50\n")));

        assertEquals("hal.bill.settings.retry.ms: must be whole milliseconds separated by commas (e.g."
                + " 1000,2000,5000,30000), got '1s,2s'", words.getMessage());
        assertTrue(empty.getMessage().startsWith("hal.bill.settings.retry.ms: must be whole milliseconds"), empty.getMessage());
        assertEquals("hal.bill.settings.retry.ms: step 2, 50 ms, is outside 100..3600000 ms", small.getMessage());
    }

    /**
     * The outside check (stop 50): a range refusal named the record's field ("failuresBeforeLoss 0 outside 1..100",
     * "button deck debounce 0 ms"), not the key in the file. Every ranged key, just outside its range, names itself.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({
        "hal.button.debounce.ms, 0, hal.button.debounce.ms: 0 ms is outside 1..1000 ms",
        "hal.button.blink.ms, 10001, hal.button.blink.ms: 10001 ms is outside 50..10000 ms",
        "hal.door.debounce.ms, 1001, hal.door.debounce.ms: 1001 ms is outside 1..1000 ms",
        "hal.key.debounce.ms, -1, hal.key.debounce.ms: -1 ms is outside 1..1000 ms",
        "hal.tower.blink.ms, 49, hal.tower.blink.ms: 49 ms is outside 50..10000 ms",
        "hal.key.pin, 54, hal.key.pin: BCM 54 is outside 0..53",
        "hal.button.spin.lamp, -1, hal.button.spin.lamp: BCM -1 is outside 0..53",
        "hal.bill.baud, 4800, 'hal.bill.baud: 4800 is not 9600, 19200 or 38400 (ID-003 uses 9600)'",
        "hal.bill.poll.ms, 4, hal.bill.poll.ms: 4 ms is outside 5..2000 ms",
        "hal.bill.response.ms, 19, hal.bill.response.ms: 19 ms is outside 20..5000 ms",
        "hal.bill.failures, 0, hal.bill.failures: 0 is outside 1..100",
        "hal.bill.reconnect.ms, 60001, hal.bill.reconnect.ms: 60001 ms is outside 10..60000 ms",
        "hal.bill.startup.ms, 99, hal.bill.startup.ms: 99 ms is outside 100..120000 ms",
        "hal.printer.baud, 115200, 'hal.printer.baud: 115200 is not 9600, 19200 or 38400'",
        "hal.printer.poll.ms, 9, hal.printer.poll.ms: 9 ms is outside 10..5000 ms",
        "hal.printer.response.ms, 5001, hal.printer.response.ms: 5001 ms is outside 20..5000 ms",
        "hal.printer.failures, 101, hal.printer.failures: 101 is outside 1..100",
        "hal.printer.print.ms, 499, hal.printer.print.ms: 499 ms is outside 500..120000 ms",
    })
    void aValueOutsideItsRangeIsRefusedNamingItsKey(String key, String value, String message) {
        String base = "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\nhal.printer=simulated\n"
                + "hal.printer.dir=/tmp\n";

        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(base + key + "=" + value + "\n")));

        assertEquals(message, e.getMessage());
    }

    @Test
    void moreSettingsRetryStepsThanTheBackOffHoldsAreRefusedNamingTheKey() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=USD\nhal.bill.settings.retry.ms="
                        + "100,100,100,100,100,100,100,100,100,100,100\n")));

        assertEquals("hal.bill.settings.retry.ms: 11 steps; at most 10 (the last one repeats)", e.getMessage());
    }

    @Test
    void aPinSetOnADefaultPinNamesTheKeySetAndTheDefaultsKey() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.bill=none\nhal.door.main.pin=4\n")));

        assertTrue(e.getMessage().startsWith("hal.door.main.pin: BCM 4 is hal.button."), e.getMessage());
        assertTrue(e.getMessage().endsWith(".pin's too (its default); every pin is wired to one input or output"),
                e.getMessage());
    }

    @Test
    void twoKeysSetOnOnePinAreBothNamed() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.bill=none\nhal.key.pin=30\nhal.tower.top.pin=30\n")));

        assertEquals("hal.tower.top.pin: BCM 30 is hal.key.pin's too; every pin is wired to one input or output",
                e.getMessage());
    }

    @Test
    void aTemplateIdThatIsNotOneIsRefusedNamingItsKey() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.bill=none\nhal.printer=simulated\nhal.printer.dir=/tmp\n"
                        + "hal.printer.template=-1\n")));

        assertEquals("hal.printer.template: '-1' is not a template id: 1 to 4 letters or digits, as stored in the printer",
                e.getMessage());
    }

    @Test
    void aDenominationOutsideTheBillCodesOrWithoutValueIsRefusedNamingItsKey() {
        String base = "hal.gpio=simulated\nhal.bill=simulated\nhal.bill.currency=GBP\nhal.bill.denomination.0x62=500\n";

        HalException code = assertThrows(HalException.class,
                () -> HalProperties.parse(props(base + "hal.bill.denomination.0x70=100\n")));
        HalException zero = assertThrows(HalException.class,
                () -> HalProperties.parse(props(base + "hal.bill.denomination.0x61=0\n")));

        assertEquals("hal.bill.denomination.0x70: escrow code 0x70 is outside 0x61..0x68 (ID-003's bill codes)",
                code.getMessage());
        assertEquals("hal.bill.denomination.0x61: 0 cents; a bill's value is a positive number of cents",
                zero.getMessage());
    }

    @Test
    void aGpioChipIsCheckedWhenGivenEvenWithSimulatedGpio() {
        HalException e = assertThrows(HalException.class, () -> HalProperties.parse(props(
                "hal.gpio=simulated\nhal.gpio.chip=../../etc/passwd\nhal.bill=none\n")));

        assertEquals("hal.gpio.chip: must name a gpio character device like gpiochip0, got ../../etc/passwd",
                e.getMessage());
    }
}
