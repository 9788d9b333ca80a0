package io.opencab.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class HalExceptionTest {
    @Test
    void aKeysRefusalCarriesTheKeyApartFromItsReason() {
        // given/when: the refusal of one configuration key
        HalException e = HalException.forKey("hal.bill.baud", "4800 is not 9600, 19200 or 38400");

        // then: whoever shows it can name the key in its own form, and the message still reads whole
        assertEquals(Optional.of("hal.bill.baud"), e.key());
        assertEquals("4800 is not 9600, 19200 or 38400", e.reason());
        assertEquals("hal.bill.baud: 4800 is not 9600, 19200 or 38400", e.getMessage());
    }

    @Test
    void aDevicesFaultNamesNoKeyAndItsReasonIsTheWholeMessage() {
        // given/when: a fault that is no configuration key's
        HalException e = new HalException("bill validator on /dev/ttyUSB0: no answer to RESET");

        // then
        assertEquals(Optional.empty(), e.key());
        assertEquals("bill validator on /dev/ttyUSB0: no answer to RESET", e.reason());
    }
}
