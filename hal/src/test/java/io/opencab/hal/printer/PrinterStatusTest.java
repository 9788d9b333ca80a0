package io.opencab.hal.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class PrinterStatusTest {
    @Test
    void paperLowStillPrints() {
        PrinterStatus s = new PrinterStatus(true, false, Set.of(PrinterFault.PAPER_LOW), "x", 0, 0);
        assertTrue(s.canPrint());
        assertEquals(PrinterState.PAPER_LOW, s.state());
    }

    @Test
    void offlineOutranksOtherFaults() {
        PrinterStatus s = new PrinterStatus(true, false, Set.of(PrinterFault.PAPER_OUT, PrinterFault.OFFLINE), "x",
                0, 0);
        assertFalse(s.canPrint());
        assertEquals(PrinterState.OFFLINE, s.state());
    }

    @Test
    void printingIsNotReadyForAnotherTicket() {
        PrinterStatus s = new PrinterStatus(true, true, Set.of(), "x", 0, 0);
        assertFalse(s.canPrint());
        assertEquals(PrinterState.PRINTING, s.state());
    }
}
