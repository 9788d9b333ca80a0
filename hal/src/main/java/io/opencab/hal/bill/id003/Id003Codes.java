package io.opencab.hal.bill.id003;

/**
 * ID-003 command and status bytes (regulations.md 3; cross-checked against public drivers, see docs/hal.md).
 * Host to validator: commands. Validator to host: statuses, ACK, and echoes of setting commands.
 */
public final class Id003Codes {
    private Id003Codes() {
    }

    // Host -> validator
    public static final int STATUS_REQUEST = 0x11;
    public static final int ACK = 0x50;
    public static final int RESET = 0x40;
    public static final int STACK_1 = 0x41;
    public static final int STACK_2 = 0x42;
    public static final int RETURN = 0x43;
    public static final int HOLD = 0x44;
    public static final int WAIT = 0x45;
    public static final int SET_ENABLE = 0xC0; // 2 bytes: bit n of byte 0 set = escrow code 0x61+n inhibited
    public static final int SET_SECURITY = 0xC1;
    public static final int SET_COMMUNICATION_MODE = 0xC2;
    public static final int SET_INHIBIT = 0xC3; // 1 byte: 0 = accept, 1 = inhibit
    public static final int SET_DIRECTION = 0xC4;
    public static final int SET_OPTIONAL_FUNCTION = 0xC5; // 2 bytes of option bits
    /** Optional-function bit: after a power-up with a note in the stacker path, report VEND VALID once stored. */
    public static final int POWER_RECOVERY = 0x02;
    public static final int GET_ENABLE = 0x80;
    public static final int GET_SECURITY = 0x81;
    public static final int GET_COMMUNICATION_MODE = 0x82;
    public static final int GET_INHIBIT = 0x83;
    public static final int GET_DIRECTION = 0x84;
    public static final int GET_OPTIONAL_FUNCTION = 0x85;
    public static final int GET_VERSION = 0x88;
    public static final int GET_BOOT_VERSION = 0x89;

    // Validator -> host: normal statuses
    public static final int ENABLE = 0x11; // idling, accepting notes
    public static final int ACCEPTING = 0x12;
    public static final int ESCROW = 0x13; // + escrow code 0x61..0x68, or 0x6F + the barcode's ASCII characters
    /**
     * The escrow code of a barcode ticket: ESCROW is then followed by the barcode's characters
     * ({@code FC LNG 13 6F c1..cn CRC}). Seen in a public JCM UBA firmware source; see docs/hal.md.
     */
    public static final int TICKET_ESCROW_CODE = io.opencab.hal.bill.TicketBarcode.ESCROW_CODE;
    /**
     * The longest barcode data taken in a ticket escrow frame. A SAS validation number has 18 digits and JCM
     * firmware has a 24-character ticket option; anything longer than this is refused as malformed, anything
     * from 1 to this many characters is read and then judged as a barcode (18 digits or HOST_BAD_BARCODE).
     */
    public static final int MAX_BARCODE_LENGTH = 40;
    public static final int STACKING = 0x14;
    public static final int VEND_VALID = 0x15;
    public static final int STACKED = 0x16;
    public static final int REJECTING = 0x17; // + reject reason 0x71..0x7E
    public static final int RETURNING = 0x18;
    public static final int HOLDING = 0x19;
    public static final int DISABLE = 0x1A; // inhibited
    public static final int INITIALIZE = 0x1B;
    // power-up statuses
    public static final int POWER_UP = 0x40;
    public static final int POWER_UP_BILL_IN_ACCEPTOR = 0x41;
    public static final int POWER_UP_BILL_IN_STACKER = 0x42;
    // error statuses
    public static final int STACKER_FULL = 0x43;
    public static final int STACKER_OPEN = 0x44;
    public static final int JAM_IN_ACCEPTOR = 0x45;
    public static final int JAM_IN_STACKER = 0x46;
    public static final int PAUSE = 0x47;
    public static final int CHEATED = 0x48;
    public static final int FAILURE = 0x49; // + failure code
    public static final int COMMUNICATION_ERROR = 0x4A;
    public static final int INVALID_COMMAND = 0x4B;

    /** Failure codes that follow FAILURE (0x49). */
    public static String failure(int code) {
        return switch (code) {
            case 0xA2 -> "stack motor failure";
            case 0xA5 -> "transport motor speed failure";
            case 0xA6 -> "transport motor failure";
            case 0xA8 -> "solenoid failure";
            case 0xA9 -> "PB unit failure";
            case 0xAB -> "cash box not ready";
            case 0xAF -> "validator head removed";
            case 0xB0 -> "boot ROM failure";
            case 0xB1 -> "external ROM failure";
            case 0xB2 -> "RAM failure";
            case 0xB3 -> "external ROM writing failure";
            default -> String.format("unknown failure 0x%02X", code);
        };
    }

    /**
     * The exact number of data bytes a status carries, or -1 for a byte that is not a known status. Escrow
     * (the escrow code), rejecting (the reject reason) and failure (the failure code) carry one, every other
     * status none: docs/hal.md "Codes used" and regulations.md 3 (the JCM ID-003 description: "13 escrow
     * with the denomination code", "17 rejecting with a reason", "49 failure + code").
     */
    public static int statusDataLength(int status) {
        if (status == ESCROW || status == REJECTING || status == FAILURE) {
            return 1;
        }
        boolean known = status >= ENABLE && status <= INITIALIZE || status >= POWER_UP && status <= INVALID_COMMAND;
        return known ? 0 : -1;
    }

    /**
     * Whether a status frame has the length its status allows: {@link #statusDataLength} exactly, except a
     * ticket escrow ({@link #TICKET_ESCROW_CODE} followed by 1..{@link #MAX_BARCODE_LENGTH} barcode
     * characters). A note escrow with extra bytes and a ticket escrow without its barcode stay malformed.
     */
    public static boolean wellFormed(int status, Id003Frame f) {
        if (status == ESCROW && isTicketEscrow(f)) {
            return f.dataLength() >= 2 && f.dataLength() <= 1 + MAX_BARCODE_LENGTH;
        }
        int length = statusDataLength(status);
        return length < 0 || f.dataLength() == length;
    }

    /** An escrow frame whose code is the ticket code (whatever follows it). */
    public static boolean isTicketEscrow(Id003Frame f) {
        return f.command() == ESCROW && f.dataLength() >= 1 && f.data(0) == TICKET_ESCROW_CODE;
    }

    public static boolean isPowerUp(int status) {
        return status >= POWER_UP && status <= POWER_UP_BILL_IN_STACKER;
    }

    public static boolean isSetting(int command) {
        return command >= SET_ENABLE && command <= SET_OPTIONAL_FUNCTION;
    }

    /** Operation commands the validator answers with ACK. */
    public static boolean isOperation(int command) {
        return command >= RESET && command <= WAIT;
    }

    public static String statusName(int status) {
        return switch (status) {
            case ENABLE -> "ENABLE";
            case ACCEPTING -> "ACCEPTING";
            case ESCROW -> "ESCROW";
            case STACKING -> "STACKING";
            case VEND_VALID -> "VEND_VALID";
            case STACKED -> "STACKED";
            case REJECTING -> "REJECTING";
            case RETURNING -> "RETURNING";
            case HOLDING -> "HOLDING";
            case DISABLE -> "DISABLE";
            case INITIALIZE -> "INITIALIZE";
            case POWER_UP -> "POWER_UP";
            case POWER_UP_BILL_IN_ACCEPTOR -> "POWER_UP_BILL_IN_ACCEPTOR";
            case POWER_UP_BILL_IN_STACKER -> "POWER_UP_BILL_IN_STACKER";
            case STACKER_FULL -> "STACKER_FULL";
            case STACKER_OPEN -> "STACKER_OPEN";
            case JAM_IN_ACCEPTOR -> "JAM_IN_ACCEPTOR";
            case JAM_IN_STACKER -> "JAM_IN_STACKER";
            case PAUSE -> "PAUSE";
            case CHEATED -> "CHEATED";
            case FAILURE -> "FAILURE";
            case COMMUNICATION_ERROR -> "COMMUNICATION_ERROR";
            case INVALID_COMMAND -> "INVALID_COMMAND";
            case ACK -> "ACK";
            default -> String.format("0x%02X", status);
        };
    }
}
