package io.opencab.app.cabinet.attendant;

import io.opencab.app.cabinet.state.LastVerification;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.printer.PrinterStatus;
import java.util.Map;
import java.util.Optional;

/**
 * The diagnostics screen: doors, key, buttons held, lamps, the bill validator's status.
 *
 * @param softwareVersion the firmware version
 * @param storePath       the meter store file
 * @param verification    the latest software check (boot or on demand), if one ran
 * @param printer         the ticket printer's status, when one is configured (docs/tito.md)
 */
public record Diagnostics(String cabinetId, String softwareVersion, Map<Door, Boolean> doors, boolean keyTurned,
                          Map<Button, Boolean> buttonsHeld, Map<Button, LampMode> lamps,
                          Optional<BillValidatorStatus> validator, String storePath,
                          Optional<LastVerification> verification, Optional<PrinterStatus> printer) {
    public Diagnostics {
        doors = Map.copyOf(doors);
        buttonsHeld = Map.copyOf(buttonsHeld);
        lamps = Map.copyOf(lamps);
    }
}
