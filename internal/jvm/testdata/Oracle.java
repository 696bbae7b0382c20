// Oracle prints what Java computes for the inputs on stdin, one per line:
//   d <bits-hex>          -> Double.toString
//   f <bits-hex>          -> new DecimalFormat("#.##########").format
//   p <bits-hex> <bits-hex> -> Double.doubleToRawLongBits(Math.pow(x, y)) in hex
//   l <hex code points, comma-separated> -> toLowerCase(Locale.ROOT), as hex code points
// Used by jvm's tests when a JDK is installed; written for parmesan.
import java.io.*;
import java.text.DecimalFormat;
import java.util.Locale;

public class Oracle {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, "UTF-8")));
    DecimalFormat df = new DecimalFormat("#.##########");
    String line;
    while ((line = in.readLine()) != null) {
      String[] p = line.split(" ");
      switch (p[0]) {
        case "d": out.println(Double.toString(Double.longBitsToDouble(Long.parseUnsignedLong(p[1], 16)))); break;
        case "f": out.println(df.format(Double.longBitsToDouble(Long.parseUnsignedLong(p[1], 16)))); break;
        case "p": {
          double x = Double.longBitsToDouble(Long.parseUnsignedLong(p[1], 16));
          double y = Double.longBitsToDouble(Long.parseUnsignedLong(p[2], 16));
          out.println(Long.toHexString(Double.doubleToRawLongBits(Math.pow(x, y))));
          break;
        }
        case "l": {
          StringBuilder sb = new StringBuilder();
          for (String h : p[1].split(",")) sb.appendCodePoint(Integer.parseInt(h, 16));
          StringBuilder o = new StringBuilder();
          sb.toString().toLowerCase(Locale.ROOT).codePoints().forEach(c -> o.append(Integer.toHexString(c)).append(','));
          out.println(o);
          break;
        }
      }
    }
    out.flush();
  }
}
