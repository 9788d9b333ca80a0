package io.opencab.sas;

/** What each exception code we send means (SAS 6.02 section 15; the table of docs/sas.md "Exceptions"). */
public final class ExceptionNames {
    private ExceptionNames() {
    }

    /** The meaning of {@code code}, "exception XX" for a code we do not send. */
    public static String of(int code) {
        return switch (code) {
            case 0x11 -> "slot door opened";
            case 0x12 -> "slot door closed";
            case 0x13 -> "drop door opened";
            case 0x14 -> "drop door closed";
            case 0x15 -> "card cage opened";
            case 0x16 -> "card cage closed";
            case 0x17 -> "AC power applied";
            case 0x18 -> "AC power lost";
            case 0x19 -> "cash box door opened";
            case 0x1A -> "cash box door closed";
            case 0x1B -> "cash box removed";
            case 0x20 -> "general tilt";
            case 0x27 -> "cash box full";
            case 0x28 -> "bill jam";
            case 0x2B -> "bill rejected";
            case 0x31 -> "CMOS RAM error (data recovered from EEPROM)";
            case 0x32 -> "CMOS RAM error (no data recovered)";
            case 0x33 -> "CMOS RAM error (bad device)";
            case 0x34 -> "EEPROM error (data error)";
            case 0x35 -> "EEPROM error (bad device)";
            case 0x36 -> "EPROM error (different checksum, version changed)";
            case 0x37 -> "EPROM error (bad checksum compare)";
            case 0x38 -> "partitioned EPROM error (checksum, version changed)";
            case 0x39 -> "partitioned EPROM error (bad checksum compare)";
            case 0x3A -> "memory error reset (operator used self test switch)";
            case 0x3B -> "low backup battery detected";
            case 0x3C -> "operator changed options";
            case 0x3D -> "cash out ticket printed";
            case 0x3E -> "handpay validated";
            case 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x50 -> "bill accepted";
            case 0x4F -> "bill accepted (non-RTE)";
            case 0x51 -> "handpay pending";
            case 0x52 -> "handpay reset";
            case 0x66 -> "cash out button pressed";
            case 0x67 -> "ticket has been inserted";
            case 0x68 -> "ticket transfer complete";
            case 0x69 -> "AFT transfer complete";
            case 0x6A -> "AFT request for host cash-out";
            case 0x70 -> "exception buffer overflow";
            case 0x7C -> "legacy bonus pay awarded";
            case 0x7A -> "meters reset (RAM clear)";
            case 0x7E -> "game started";
            case 0x7F -> "game ended";
            case 0x82 -> "attendant menu entered";
            case 0x83 -> "attendant menu exited";
            case 0x8C -> "game selected";
            default -> String.format("exception %02X", code);
        };
    }
}
