package io.opencab.app.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** One key's value checked on its own ({@link ConfigKey#parse}): what a technician reads when it is refused. */
class ConfigKeyTest {
    @Test
    void aValueThatIsNotANumberIsRefusedInTheKeysUnit() {
        // given: a timeout written with a unit of its own, as an outside tester did
        ConfigKey k = ConfigKey.PRESENTATION_TIMEOUT;

        // when
        ConfigException e = assertThrows(ConfigException.class, () -> k.parse("5s"));

        // then: the refusal names the unit the key's name ends in
        assertTrue(e.getMessage().contains("'5s' is not a whole number of milliseconds (digits only"),
            e.getMessage());
    }

    @Test
    void aKeyWithoutAUnitInItsNameKeepsThePlainRefusal() {
        // given: the SAS address, a number with no unit
        ConfigKey k = ConfigKey.SAS_ADDRESS;

        // when
        ConfigException e = assertThrows(ConfigException.class, () -> k.parse("x"));

        // then
        assertTrue(e.getMessage().contains("'x' is not a whole number (digits only"), e.getMessage());
    }

    @Test
    void aNumberWithASignIsRefusedAsTheMessageSaysDigitsOnly() {
        // given: a handpay limit written with a plus sign, as an outside tester did
        ConfigKey k = ConfigKey.HANDPAY_LIMIT;

        // when
        ConfigException e = assertThrows(ConfigException.class, () -> k.parse("+120000"));

        // then
        assertTrue(e.getMessage().contains("'+120000' is not a whole number of credits (digits only, no sign"),
            e.getMessage());
    }
}
