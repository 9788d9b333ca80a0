package io.opencab.hal.printer.tcl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.hal.printer.Tickets;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TclCommandsTest {
    @Test
    void printCommandFillsTheTemplateFieldsInOrder() {
        String expected = "^P|0|1|OPENCAB CASINO|1 Main Street|Springfield, NV 89000||CASHOUT TICKET"
                + "|VALIDATION 00-1234-5678-9012-3456|11/27/2026|04:05:06|TICKET # 0017"
                + "|TWENTY-FIVE DOLLARS AND 00/100|$25.00|VOID AFTER 12/27/2026|MACHINE # 0042"
                + "|001234567890123456|^";
        assertEquals(expected, new String(TclCommands.print("0", Tickets.sample(2_500)), StandardCharsets.US_ASCII));
    }

    @Test
    void everyTemplateFieldIsSent() {
        assertEquals(TclCommands.FIELD_NAMES.size(), TclCommands.printFields(Tickets.sample(100)).size());
    }
}
