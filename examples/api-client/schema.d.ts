// Generado por `npm run openapi` desde openapi.json con openapi-typescript. No editar a mano.

export interface paths {
    "/api/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar la auditoría de cambios */
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/account-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado de cuenta de un cliente: ventas a crédito, pagos y saldo */
        get: operations["client.accountStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un cliente */
        post: operations["client.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un cliente */
        patch: operations["client.changeState"];
        trace?: never;
    };
    "/api/client/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deuda y crédito disponible de un cliente */
        get: operations["client.credit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un cliente */
        put: operations["client.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar clientes */
        get: operations["client.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resumen del día para el administrador (inicio) */
        get: operations["dashboard.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense-admin/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un gasto del administrador */
        post: operations["expenseAdmin.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense-admin/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar un gasto del administrador */
        delete: operations["expenseAdmin.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense-admin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar gastos del administrador */
        get: operations["expenseAdmin.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense-admin/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un gasto del administrador */
        put: operations["expenseAdmin.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un gasto de caja */
        post: operations["expense.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar un gasto de caja */
        delete: operations["expense.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar gastos de caja */
        get: operations["expense.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un gasto de caja */
        put: operations["expense.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado del servicio y de la base de datos */
        get: operations["health.check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice-setting/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leer la configuración de facturación (el token nunca se responde) */
        get: operations["invoiceSetting.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice-setting/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cambiar la configuración de facturación */
        put: operations["invoiceSetting.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Facturas por fecha y estado, con la respuesta del SIAT */
        get: operations["invoice.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La venta de una factura con su factura, para reimprimirla */
        get: operations["invoice.print"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/verify-nit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultar al SIAT el NIT del comprador (verificarNit) */
        get: operations["invoice.verifyNit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** El XML de una factura tal como se envió al SIAT (application/xml) */
        get: operations["invoice.xml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kardex/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Movimientos de stock (kardex) de un producto */
        get: operations["kardex.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cerrar la ruta: vuelta al almacén, merma y dinero contra las entregas */
        post: operations["load.close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Crear la hoja de carga de una ruta y fecha de entrega */
        post: operations["load.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmar la entrega de un pedido (venta con NOTA DE ENTREGA) */
        post: operations["load.deliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hoja de carga: por producto y por cliente */
        get: operations["load.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar hojas de carga */
        get: operations["load.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un lote a mano */
        post: operations["lot.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/cancel-lot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dar de baja unidades de un lote */
        post: operations["lot.cancelLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/expired-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar lotes vencidos con existencias */
        get: operations["lot.expiredLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar lotes con existencias */
        get: operations["lot.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/lots-near-expiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar lotes por vencer */
        get: operations["lot.lotsNearExpiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/quantity-of-lots-near-expiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contar lotes por vencer */
        get: operations["lot.quantityOfLotsNearExpiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/search-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lotes de un producto */
        get: operations["lot.searchLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lot/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un lote */
        put: operations["lot.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/low-lot/delete-low-lot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eliminar el registro de una baja */
        delete: operations["lowLot.deleteLowLot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/low-lot/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar bajas de lotes */
        get: operations["lowLot.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/low-lot/revert-low-lot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Revertir una baja (las unidades vuelven al lote) */
        put: operations["lowLot.revertLowLot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mark/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una marca */
        post: operations["mark.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mark/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una marca */
        patch: operations["mark.changeState"];
        trace?: never;
    };
    "/api/mark/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar marcas */
        get: operations["mark.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mark/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Editar una marca */
        patch: operations["mark.update"];
        trace?: never;
    };
    "/api/order/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un pedido y reservar su stock */
        post: operations["order.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/annul": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Anular un pedido pendiente (libera su reserva) */
        patch: operations["order.annul"];
        trace?: never;
    };
    "/api/order/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Datos para tomar pedidos sin conexión: rutas del día, sus clientes con crédito y lista, productos y presentaciones */
        get: operations["order.catalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cliente del pedido: crédito y lista de precios */
        get: operations["order.client"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un pedido pendiente */
        put: operations["order.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar pedidos (un preventista, los suyos) */
        get: operations["order.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar o escanear productos y presentaciones para un pedido */
        get: operations["order.products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/visited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes con pedido tomado en el día (visitados) */
        get: operations["order.visited"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presentation/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una presentación (caja, pack) de un producto */
        post: operations["presentation.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presentation/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una presentación */
        patch: operations["presentation.changeState"];
        trace?: never;
    };
    "/api/presentation/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar una presentación */
        put: operations["presentation.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presentation/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar las presentaciones de un producto */
        get: operations["presentation.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una lista de precios */
        post: operations["priceList.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una lista de precios */
        patch: operations["priceList.changeState"];
        trace?: never;
    };
    "/api/price-list/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar una lista de precios */
        put: operations["priceList.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar listas de precios */
        get: operations["priceList.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Precios de una lista (por producto, presentación y cantidad desde) */
        get: operations["priceList.prices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/remove-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Quitar un precio de una lista */
        delete: operations["priceList.removePrice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-list/set-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Agregar o reemplazar un precio de una lista */
        put: operations["priceList.setPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-discount/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un descuento por cantidad */
        post: operations["productDiscount.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-discount/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un descuento */
        patch: operations["productDiscount.changeState"];
        trace?: never;
    };
    "/api/product-discount/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un descuento */
        put: operations["productDiscount.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-discount/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar descuentos */
        get: operations["productDiscount.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-promotion/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una promoción */
        post: operations["productPromotion.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-promotion/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una promoción */
        patch: operations["productPromotion.changeState"];
        trace?: never;
    };
    "/api/product-promotion/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar una promoción */
        put: operations["productPromotion.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-promotion/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar promociones */
        get: operations["productPromotion.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un producto */
        post: operations["product.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un producto */
        patch: operations["product.changeState"];
        trace?: never;
    };
    "/api/product/first-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Primeros productos con stock (la caja) */
        post: operations["product.firstProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar productos */
        get: operations["product.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list-with-total-lot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inventario: productos con su stock */
        get: operations["product.listWithTotalLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/search-by-barcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar productos por código de barras */
        get: operations["product.searchByBarcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un producto */
        put: operations["product.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-product/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asignar un producto a un proveedor */
        post: operations["providerProduct.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-product/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una asignación proveedor-producto */
        patch: operations["providerProduct.changeState"];
        trace?: never;
    };
    "/api/provider-product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar asignaciones proveedor-producto */
        get: operations["providerProduct.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-product/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar una asignación proveedor-producto */
        put: operations["providerProduct.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cuenta de un proveedor: lo que le debemos y lo que nos debe */
        get: operations["provider.account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un proveedor */
        post: operations["provider.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un proveedor */
        patch: operations["provider.changeState"];
        trace?: never;
    };
    "/api/provider/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar proveedores */
        get: operations["provider.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Editar un proveedor */
        patch: operations["provider.update"];
        trace?: never;
    };
    "/api/purchase/cancel-pucharse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Anular una compra */
        patch: operations["purchase.cancelPucharse"];
        trace?: never;
    };
    "/api/purchase/canceled-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de compras anuladas */
        get: operations["purchase.canceledPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/canceled-purchases/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar compras anuladas (XLSX o CSV) */
        get: operations["purchase.canceledPurchasesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar la cabecera de una compra */
        put: operations["purchase.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Productos para el detalle de una compra */
        get: operations["purchase.products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proveedores para una compra */
        get: operations["purchase.providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-by-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de compras por producto */
        get: operations["purchase.purchasesByProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-by-product/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar compras por producto (XLSX o CSV) */
        get: operations["purchase.purchasesByProductExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de compras por fecha de compra */
        get: operations["purchase.purchasesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-report-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de compras por fecha de registro */
        get: operations["purchase.purchasesReportRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-report-register/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar compras por fecha de registro (XLSX o CSV) */
        get: operations["purchase.purchasesReportRegisterExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/purchases-report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar compras por fecha de compra (XLSX o CSV) */
        get: operations["purchase.purchasesReportExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/record-purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una compra */
        post: operations["purchase.recordPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Devolver unidades de un lote al proveedor */
        post: operations["purchase.return"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ver una compra */
        get: operations["purchase.show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listo para recibir trabajo: base de datos al día y proceso abierto */
        get: operations["health.ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una ruta */
        post: operations["route.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar una ruta */
        patch: operations["route.changeState"];
        trace?: never;
    };
    "/api/route/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes de una ruta en orden de visita */
        get: operations["route.clients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rutas del día del preventista con sus clientes */
        get: operations["route.day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar una ruta */
        put: operations["route.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar y buscar rutas */
        get: operations["route.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route/set-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fijar los clientes de una ruta y su orden de visita */
        put: operations["route.setClients"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance del periodo */
        get: operations["sale.balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/calculate-gain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Margen de ganancia del periodo */
        get: operations["sale.calculateGain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/cancel-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Anular una venta */
        patch: operations["sale.cancelSale"];
        trace?: never;
    };
    "/api/sale/canceled-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de ventas anuladas */
        get: operations["sale.canceledSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/canceled-sales/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar ventas anuladas (XLSX o CSV) */
        get: operations["sale.canceledSalesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/cancelled-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cobrar la deuda de una venta a crédito */
        put: operations["sale.cancelledSale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/cash-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arqueos de caja de un periodo */
        get: operations["sale.listCashCounts"];
        put?: never;
        /** Guardar el efectivo contado del día (arqueo) */
        post: operations["sale.saveCashCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/cash-desk-closing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cierre de caja del periodo */
        get: operations["sale.cashDeskClosing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/closing-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas de un tipo de pago en el cierre */
        get: operations["sale.closingSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/debt-collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas a crédito pendientes */
        get: operations["sale.debtCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/debt-collection-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas a crédito pendientes por cliente */
        get: operations["sale.debtCollectionClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/debt-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un cobro parcial o total de una deuda */
        post: operations["sale.debtPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/debt-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saldo y cobros de una deuda */
        get: operations["sale.debtPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/device-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Informar la cola de ventas sin conexión de un dispositivo */
        post: operations["sale.deviceStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dispositivos de caja y sus ventas sin sincronizar */
        get: operations["sale.devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas sin conexión recibidas y sus casos por revisar */
        get: operations["sale.reconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/reconciliation-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cantidad de ventas sin conexión por revisar */
        get: operations["sale.reconciliationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/reconciliation-resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marcar como resuelto un caso de venta sin conexión */
        patch: operations["sale.reconciliationResolve"];
        trace?: never;
    };
    "/api/sale/record-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar una venta */
        post: operations["sale.recordSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Devolver productos de una venta (nota de devolución) */
        post: operations["sale.returnSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/return-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una nota de devolución (para imprimirla) */
        get: operations["sale.returnNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/returns-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de devoluciones (de clientes y a proveedores) */
        get: operations["sale.returnsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/returns-report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar el reporte de devoluciones (XLSX o CSV) */
        get: operations["sale.returnsReportExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-by-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de productos vendidos */
        get: operations["sale.salesByProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-by-product-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Productos vendidos de una marca */
        get: operations["sale.salesByProductMark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-by-product-mark/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar productos vendidos de una marca (XLSX o CSV) */
        get: operations["sale.salesByProductMarkExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-by-product/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar productos vendidos (XLSX o CSV) */
        get: operations["sale.salesByProductExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas del día */
        get: operations["sale.salesDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas por marca */
        get: operations["sale.salesMark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-mark/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar ventas por marca (XLSX o CSV) */
        get: operations["sale.salesMarkExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de ventas */
        get: operations["sale.salesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar el reporte de ventas (XLSX o CSV) */
        get: operations["sale.salesReportExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-to-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ventas por cliente */
        get: operations["sale.salesToClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/sales-to-client/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exportar ventas por cliente (XLSX o CSV) */
        get: operations["sale.salesToClientExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una venta con sus líneas */
        get: operations["sale.show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-barcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Producto por código de barras (la caja) */
        get: operations["sale.tillBarcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-client-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de precios del cliente con sus precios para los productos del carrito (la caja) */
        get: operations["sale.tillClientPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-scale-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Etiqueta de balanza: producto por peso, peso y total (la caja) */
        get: operations["sale.tillScaleLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar productos (la caja) */
        get: operations["sale.tillSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Datos de la caja: tipos de pago, descuentos, promociones */
        get: operations["sale.tillSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sale/till-snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Datos para vender sin conexión: productos habilitados con stock y ofertas, caja y clientes */
        get: operations["sale.tillSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setting/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leer la configuración */
        get: operations["setting.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setting/scale-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leer el formato de las etiquetas de balanza */
        get: operations["setting.scaleLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setting/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cambiar la configuración */
        put: operations["setting.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setting/update-scale-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cambiar el formato de las etiquetas de balanza */
        put: operations["setting.updateScaleLabel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/siat-catalogue/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar un catálogo de SIAT sincronizado (productos SIN, unidades de medida…) */
        get: operations["siatCatalogue.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-expense/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un tipo de gasto */
        post: operations["typeExpense.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-expense/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un tipo de gasto */
        patch: operations["typeExpense.changeState"];
        trace?: never;
    };
    "/api/type-expense/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar tipos de gasto */
        get: operations["typeExpense.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-expense/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un tipo de gasto */
        put: operations["typeExpense.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-payment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un tipo de pago */
        post: operations["typePayment.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-payment/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un tipo de pago */
        put: operations["typePayment.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/type-payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar tipos de pago */
        get: operations["typePayment.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar un usuario */
        post: operations["user.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cambiar usuario y contraseña de un usuario */
        put: operations["user.changeCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Habilitar o inhabilitar un usuario */
        patch: operations["user.changeState"];
        trace?: never;
    };
    "/api/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar usuarios */
        get: operations["user.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iniciar sesión
         * @description `password` es el MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: la contraseña "secreto" se envía como `e201994dca9320fc94336603b1cfc970` (`echo -n secreto | md5sum`). Responde `{ token, user }`: el token va en `Authorization: Bearer <token>` en todas las demás llamadas y vence tras 12 horas sin uso. Tras varios intentos fallidos responde 429 con los minutos de espera.
         */
        post: operations["user.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cerrar sesión */
        post: operations["user.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Editar un usuario */
        patch: operations["user.update"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Errores: {
            messages: string[];
        };
    };
    responses: {
        /** @description Datos inválidos o una regla del negocio no se cumple (todos los mensajes a la vez). */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description Sin token, o el token es desconocido, venció o fue anulado. */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description El usuario está inhabilitado. */
        Error402: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description La categoría del usuario no puede realizar esta operación. */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description No existe el registro pedido. */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description Conflicto: la fila cambió desde que se leyó (versión vieja), la clave de idempotencia se usó con otro cuerpo, o una operación simultánea lo impidió. */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
        /** @description Demasiados intentos fallidos: espere los minutos indicados. */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errores"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "audit.list": {
        parameters: {
            query?: {
                page?: number;
                fk_user?: number;
                action?: string;
                entity?: string;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            fk_user: number | null;
                            user: string | null;
                            username: string | null;
                            action: string;
                            entity: string;
                            entity_id: number | null;
                            address: string | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "client.accountStatement": {
        parameters: {
            query: {
                id_client: number;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        };
                        date_from: string;
                        date_to: string;
                        opening_balance: number;
                        total_sales: number;
                        total_payments: number;
                        total_returns: number;
                        closing_balance: number;
                        opening_favor: number;
                        closing_favor: number;
                        movements: {
                            date: string;
                            hour: string;
                            /** @enum {string} */
                            kind: "venta" | "cobro" | "devolucion" | "saldo";
                            id_sale: number;
                            id_return: number | null;
                            detail: string;
                            charge: number;
                            payment: number;
                            balance: number;
                            favor: number;
                            favor_balance: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "client.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    business_name: string;
                    ci_nit: string;
                    gloss?: string | null;
                    credit_limit?: number | null;
                    overdue_days?: number | null;
                    fk_price_list?: number | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_name: string;
                        ci_nit: string;
                        gloss: string | null;
                        credit_limit: number | null;
                        overdue_days: number | null;
                        fk_price_list: number | null;
                        price_list: string | null;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "client.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "client.credit": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        credit_limit: number | null;
                        overdue_days: number;
                        debt: number;
                        available: number | null;
                        overdue_since: string | null;
                        /** @enum {string} */
                        control: "bloquear" | "advertir";
                        saldo?: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "client.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    business_name: string;
                    ci_nit: string;
                    gloss: string | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    credit_limit?: number | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    overdue_days?: number | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    fk_price_list?: number | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    price_list?: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_name: string;
                        ci_nit: string;
                        gloss: string | null;
                        credit_limit: number | null;
                        overdue_days: number | null;
                        fk_price_list: number | null;
                        price_list: string | null;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "client.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                            gloss: string | null;
                            credit_limit: number | null;
                            overdue_days: number | null;
                            fk_price_list: number | null;
                            price_list: string | null;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "dashboard.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        today: {
                            total_sale: number;
                            sales: number;
                            average_ticket: number;
                            last_week_date: string;
                            last_week_sale: number;
                            change_percent: number | null;
                            type_payments: {
                                id: number;
                                type_pay: string;
                                sale: number;
                                sales: number;
                            }[];
                            margin: number;
                            margin_percent: number | null;
                            total_expense: number;
                            returns: number;
                            cash_expected: number;
                        };
                        receivables: {
                            total: number;
                            debts: number;
                            ages: {
                                key: string;
                                label: string;
                                date_from: string | null;
                                date_to: string;
                                total: number;
                                debts: number;
                            }[];
                            collected_today: number;
                            collections_today: number;
                            top_debtors: {
                                id_client: number;
                                client: string;
                                total: number;
                                debts: number;
                            }[];
                        };
                        expiry: {
                            windows: {
                                lots: number;
                                quantity: number;
                                cost: number;
                                days: number;
                            }[];
                            expired: {
                                lots: number;
                                quantity: number;
                                cost: number;
                            };
                        };
                        products: {
                            top_day: {
                                id: number;
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                quantity: number;
                                sale: number;
                            }[];
                            top_week: {
                                id: number;
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                quantity: number;
                                sale: number;
                            }[];
                            week_from: string;
                            slow_movers: number;
                            slow_mover_list: {
                                id: number;
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                quantity: number;
                            }[];
                            low_stock: number;
                        };
                        days: {
                            day: string;
                            sale: number;
                            margin: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "expenseAdmin.add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expense: number;
                    description: string;
                    date_expense: string;
                    fk_type_expense: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        expense: number;
                        description: string;
                        date_expense: string;
                        fk_type_expense: number;
                        type_expense: string;
                        date: string;
                        hour: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "expenseAdmin.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "expenseAdmin.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                is_register?: 0 | 1;
                date_from?: string;
                date_to?: string;
                fk_type_expense?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            expense: number;
                            description: string;
                            date_expense: string;
                            fk_type_expense: number;
                            type_expense: string;
                            date: string;
                            hour: string;
                            user: {
                                id: number;
                                name: string;
                            };
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_expense: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "expenseAdmin.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    expense: number;
                    description: string;
                    date_expense: string;
                    fk_type_expense: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    type_expense?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user?: {
                        id: number;
                        name: string;
                    };
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    date?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    hour?: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        expense: number;
                        description: string;
                        date_expense: string;
                        fk_type_expense: number;
                        type_expense: string;
                        date: string;
                        hour: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "expense.add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expense: number;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        expense: number;
                        description: string;
                        date: string;
                        hour: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "expense.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "expense.list": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            expense: number;
                            description: string;
                            date: string;
                            hour: string;
                            user: {
                                id: number;
                                name: string;
                            };
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_expense: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "expense.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    expense: number;
                    description: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user?: {
                        id: number;
                        name: string;
                    };
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    date?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    hour?: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        expense: number;
                        description: string;
                        date: string;
                        hour: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "health.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["Error400"];
        };
    };
    "invoiceSetting.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoicing: 0 | 1;
                        nit: string;
                        razon_social: string;
                        municipio: string;
                        telefono: string;
                        sucursal: number;
                        punto_venta: number;
                        actividad: string;
                        codigo_sistema: string;
                        modalidad: 1 | 2;
                        ambiente: 1 | 2;
                        siat_url: string;
                        sin_product_default: string | null;
                        token_configured: 0 | 1;
                        token_from_environment: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "invoiceSetting.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    /** @enum {integer} */
                    invoicing: 0 | 1;
                    nit: string;
                    razon_social: string;
                    municipio: string;
                    telefono: string;
                    sucursal: number;
                    punto_venta: number;
                    actividad: string;
                    codigo_sistema: string;
                    modalidad: 1 | 2;
                    ambiente: 1 | 2;
                    siat_url: string;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    token?: string | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    sin_product_default?: string | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    token_configured?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    token_from_environment?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoicing: 0 | 1;
                        nit: string;
                        razon_social: string;
                        municipio: string;
                        telefono: string;
                        sucursal: number;
                        punto_venta: number;
                        actividad: string;
                        codigo_sistema: string;
                        modalidad: 1 | 2;
                        ambiente: 1 | 2;
                        siat_url: string;
                        sin_product_default: string | null;
                        token_configured: 0 | 1;
                        token_from_environment: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "invoice.list": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                /** @description pendiente, aceptada, contingencia, rechazada o anulada */
                state?: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            sale_id: number;
                            document_sector: 1 | 24;
                            return_id: number | null;
                            number: number;
                            cuf: string;
                            /** @enum {string} */
                            state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                            emission_type: 1 | 2;
                            issued_at: string;
                            total: number;
                            buyer_name: string;
                            buyer_document: string;
                            reception_code: string | null;
                            siat_messages: string[];
                            attempts: number;
                            verification_url: string;
                            reprint_due: 0 | 1;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        by_state: {
                            [key: string]: number;
                        };
                        reprint_due: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "invoice.print": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        date: string;
                        hour: string;
                        subtotal: number;
                        discount: number;
                        total_sale: number;
                        money_paid: number;
                        change_box: number;
                        excess: number;
                        cancelled: 0 | 1;
                        enabled: 0 | 1;
                        id_type_payment: number | null;
                        type_pay: string | null;
                        type_payment: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        text_type_pay: string;
                        date_debt: string | null;
                        type_payment_debt: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        debt_paid: number;
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        } | null;
                        user: {
                            id: number;
                            name: string;
                        };
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            pivot: {
                                unit_price_system: number;
                                discount: number;
                                unit_price: number;
                                quantity: number;
                                unit_cost: number;
                                promotion: string | null;
                                total: number;
                                price_list?: string | null;
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                sale_line_id?: number;
                                returned_quantity?: number;
                                returned_amount?: number;
                            };
                        }[];
                        invoice?: {
                            id: number;
                            number: number;
                            cuf: string;
                            /** @enum {string} */
                            state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                            emission_type: 1 | 2;
                            issued_at: string;
                            leyenda: string;
                            verification_url: string;
                            emitter: {
                                nit: string;
                                razon_social: string;
                                municipio: string;
                                telefono: string | null;
                                direccion: string;
                                sucursal: number;
                                punto_venta: number;
                            };
                            buyer: {
                                document_type: number;
                                document_number: string;
                                complemento: string | null;
                                business_name: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "invoice.verifyNit": {
        parameters: {
            query: {
                nit: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nit: string;
                        /** @enum {string} */
                        state: "activo" | "inexistente" | "sin_respuesta";
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "invoice.xml": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "kardex.list": {
        parameters: {
            query: {
                page?: number;
                fk_product: number;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            reason: string;
                            document: string;
                            fk_lot: number | null;
                            delta: number;
                            balance: number;
                            user: string;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "load.close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    products: {
                        product_id: number;
                        returned: number;
                        merma: number;
                        merma_reason?: string | null;
                    }[];
                    cash: {
                        id_type_payment: number;
                        amount: number;
                    }[];
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        route_id: number;
                        route_name: string;
                        delivery_date: string;
                        /** @enum {string} */
                        state: "cargada" | "cerrada";
                        orders: number;
                        created_at: string;
                        user_name: string;
                        version: number;
                        products: {
                            product_id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            short: number;
                            on_truck: number;
                            presentations: {
                                presentation: string;
                                units: number;
                                quantity: number;
                            }[];
                            lots: {
                                lot_id: number;
                                expiration_date: string;
                                quantity: number;
                            }[];
                        }[];
                        clients: {
                            order_id: number;
                            position: number;
                            client_id: number;
                            business_name: string;
                            ci_nit: string;
                            state: string;
                            total: number;
                            sale_id: number | null;
                            lines: {
                                line_id: number;
                                product_id: number;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation_id: number | null;
                                presentation: string | null;
                                quantity: number;
                                delivered: number | null;
                                unit_price: number;
                                total: number;
                            }[];
                        }[];
                        payment_types: {
                            id: number;
                            type_pay: string;
                            is_cash: number;
                        }[];
                        closing: {
                            closed_at: string;
                            user_name: string;
                            products: {
                                product_id: number;
                                product: string;
                                loaded: number;
                                delivered: number;
                                returned: number;
                                merma: number;
                                merma_reason: string | null;
                            }[];
                            payments: {
                                id_type_payment: number;
                                type_pay: string;
                                expected: number;
                                counted: number;
                            }[];
                            credit: number;
                            difference: number;
                            reason: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "load.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    route_id: number;
                    delivery_date: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        route_id: number;
                        route_name: string;
                        delivery_date: string;
                        /** @enum {string} */
                        state: "cargada" | "cerrada";
                        orders: number;
                        created_at: string;
                        user_name: string;
                        version: number;
                        products: {
                            product_id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            short: number;
                            on_truck: number;
                            presentations: {
                                presentation: string;
                                units: number;
                                quantity: number;
                            }[];
                            lots: {
                                lot_id: number;
                                expiration_date: string;
                                quantity: number;
                            }[];
                        }[];
                        clients: {
                            order_id: number;
                            position: number;
                            client_id: number;
                            business_name: string;
                            ci_nit: string;
                            state: string;
                            total: number;
                            sale_id: number | null;
                            lines: {
                                line_id: number;
                                product_id: number;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation_id: number | null;
                                presentation: string | null;
                                quantity: number;
                                delivered: number | null;
                                unit_price: number;
                                total: number;
                            }[];
                        }[];
                        payment_types: {
                            id: number;
                            type_pay: string;
                            is_cash: number;
                        }[];
                        closing: {
                            closed_at: string;
                            user_name: string;
                            products: {
                                product_id: number;
                                product: string;
                                loaded: number;
                                delivered: number;
                                returned: number;
                                merma: number;
                                merma_reason: string | null;
                            }[];
                            payments: {
                                id_type_payment: number;
                                type_pay: string;
                                expected: number;
                                counted: number;
                            }[];
                            credit: number;
                            difference: number;
                            reason: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "load.deliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    load_id: number;
                    order_id: number;
                    lines?: {
                        line_id: number;
                        quantity: number;
                    }[];
                    /** @enum {integer} */
                    cancelled: 0 | 1;
                    id_type_payment: number;
                    /** @enum {integer} */
                    credit_confirmed?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_id: number;
                        /** @enum {string} */
                        state: "entregado" | "entregado parcial" | "no entregado";
                        sale_id: number | null;
                        total: number;
                        sale: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "load.detail": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        route_id: number;
                        route_name: string;
                        delivery_date: string;
                        /** @enum {string} */
                        state: "cargada" | "cerrada";
                        orders: number;
                        created_at: string;
                        user_name: string;
                        version: number;
                        products: {
                            product_id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            short: number;
                            on_truck: number;
                            presentations: {
                                presentation: string;
                                units: number;
                                quantity: number;
                            }[];
                            lots: {
                                lot_id: number;
                                expiration_date: string;
                                quantity: number;
                            }[];
                        }[];
                        clients: {
                            order_id: number;
                            position: number;
                            client_id: number;
                            business_name: string;
                            ci_nit: string;
                            state: string;
                            total: number;
                            sale_id: number | null;
                            lines: {
                                line_id: number;
                                product_id: number;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation_id: number | null;
                                presentation: string | null;
                                quantity: number;
                                delivered: number | null;
                                unit_price: number;
                                total: number;
                            }[];
                        }[];
                        payment_types: {
                            id: number;
                            type_pay: string;
                            is_cash: number;
                        }[];
                        closing: {
                            closed_at: string;
                            user_name: string;
                            products: {
                                product_id: number;
                                product: string;
                                loaded: number;
                                delivered: number;
                                returned: number;
                                merma: number;
                                merma_reason: string | null;
                            }[];
                            payments: {
                                id_type_payment: number;
                                type_pay: string;
                                expected: number;
                                counted: number;
                            }[];
                            credit: number;
                            difference: number;
                            reason: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "load.list": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            route_id: number;
                            route_name: string;
                            delivery_date: string;
                            /** @enum {string} */
                            state: "cargada" | "cerrada";
                            orders: number;
                            created_at: string;
                            user_name: string;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                    expiration_date: string;
                    fk_product: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        quantity: number;
                        initial_quantity: number;
                        expiration_date: string;
                        expired: boolean;
                        from_purchase: boolean;
                        user: string;
                        date: string;
                        hour: string;
                        product: {
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "lot.cancelLot": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "lot.expiredLots": {
        parameters: {
            query?: {
                page?: number;
                id_product?: number;
                fk_mark?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            quantity: number;
                            initial_quantity: number;
                            expiration_date: string;
                            expired: boolean;
                            from_purchase: boolean;
                            user: string;
                            date: string;
                            hour: string;
                            product: {
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.list": {
        parameters: {
            query?: {
                page?: number;
                fk_product?: number;
                date_expired?: string;
                date_register_from?: string;
                date_register_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            quantity: number;
                            initial_quantity: number;
                            expiration_date: string;
                            expired: boolean;
                            from_purchase: boolean;
                            user: string;
                            date: string;
                            hour: string;
                            product: {
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.lotsNearExpiration": {
        parameters: {
            query?: {
                page?: number;
                id_product?: number;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            quantity: number;
                            initial_quantity: number;
                            expiration_date: string;
                            expired: boolean;
                            from_purchase: boolean;
                            user: string;
                            date: string;
                            hour: string;
                            product: {
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.quantityOfLotsNearExpiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.searchLots": {
        parameters: {
            query: {
                page?: number;
                fk_product: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            quantity: number;
                            initial_quantity: number;
                            expiration_date: string;
                            expired: boolean;
                            from_purchase: boolean;
                            user: string;
                            date: string;
                            hour: string;
                            product: {
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lot.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    quantity: number;
                    expiration_date: string;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    initial_quantity?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    fk_product?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    expired?: boolean;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    from_purchase?: boolean;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    date?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    hour?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    product?: {
                        code: string;
                        product: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                    };
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        quantity: number;
                        initial_quantity: number;
                        expiration_date: string;
                        expired: boolean;
                        from_purchase: boolean;
                        user: string;
                        date: string;
                        hour: string;
                        product: {
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "lowLot.deleteLowLot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_lot: number;
                        fk_product: number;
                        quantity: number;
                        expiration_date: string;
                        user: string;
                        date: string;
                        hour: string;
                        product: {
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "lowLot.list": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                id_product?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_lot: number;
                            fk_product: number;
                            quantity: number;
                            expiration_date: string;
                            user: string;
                            date: string;
                            hour: string;
                            product: {
                                code: string;
                                product: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "lowLot.revertLowLot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_lot: number;
                        fk_product: number;
                        quantity: number;
                        expiration_date: string;
                        user: string;
                        date: string;
                        hour: string;
                        product: {
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "mark.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mark: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        mark: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "mark.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "mark.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
                order?: "recent" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            mark: string;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "mark.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    mark: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        mark: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "order.add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: number;
                    delivery_date: string;
                    lines: {
                        product_id: number;
                        presentation_id?: number | null;
                        quantity: number;
                    }[];
                    gloss?: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        client_id: number;
                        business_name: string;
                        ci_nit: string;
                        route_id: number | null;
                        route_name: string | null;
                        user_id: number;
                        user_name: string;
                        delivery_date: string;
                        date: string;
                        hour: string;
                        gloss: string;
                        /** @description Uno de: pendiente, cargado, entregado, entregado parcial, no entregado, anulado */
                        state: string;
                        total: number;
                        shortfall: number;
                        lines: {
                            line: number;
                            product_id: number;
                            product: string;
                            code: string;
                            unit: string;
                            presentation: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            quantity: number;
                            units: number;
                            reserved: number;
                            shortfall: number;
                            unit_price: number;
                            total: number;
                            price_list_id: number | null;
                            price_label: string | null;
                        }[];
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "order.annul": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        client_id: number;
                        business_name: string;
                        ci_nit: string;
                        route_id: number | null;
                        route_name: string | null;
                        user_id: number;
                        user_name: string;
                        delivery_date: string;
                        date: string;
                        hour: string;
                        gloss: string;
                        /** @description Uno de: pendiente, cargado, entregado, entregado parcial, no entregado, anulado */
                        state: string;
                        total: number;
                        shortfall: number;
                        lines: {
                            line: number;
                            product_id: number;
                            product: string;
                            code: string;
                            unit: string;
                            presentation: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            quantity: number;
                            units: number;
                            reserved: number;
                            shortfall: number;
                            unit_price: number;
                            total: number;
                            price_list_id: number | null;
                            price_label: string | null;
                        }[];
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "order.catalogue": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taken_at: string;
                        day: {
                            date: string;
                            weekday: number;
                            routes: {
                                id: number;
                                name: string;
                                visit_days: number[];
                                clients: {
                                    position: number;
                                    client_id: number;
                                    business_name: string;
                                    ci_nit: string;
                                    enabled: 0 | 1;
                                }[];
                            }[];
                        };
                        clients: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                            credit: {
                                id: number;
                                credit_limit: number | null;
                                overdue_days: number;
                                debt: number;
                                available: number | null;
                                overdue_since: string | null;
                                /** @enum {string} */
                                control: "bloquear" | "advertir";
                                saldo?: number;
                            };
                            price_list: {
                                id: number;
                                name: string;
                                enabled: 0 | 1;
                                readonly rows: {
                                    product_id: number;
                                    presentation_id: number | null;
                                    min_quantity: number;
                                    price: number;
                                }[];
                            } | null;
                        }[];
                        products: {
                            id: number;
                            code: string;
                            product: string;
                            barcode: string | null;
                            mark: string;
                            price: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            scale_code: number | null;
                            stock: number;
                            discount: {
                                unit_price: number;
                                quantity: number;
                            } | null;
                            promotion: {
                                quantity_promotion: number;
                                quantity_sale: number;
                            } | null;
                            presentations: {
                                id: number;
                                name: string;
                                units: number;
                                price: number;
                                barcode: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "order.client": {
        parameters: {
            query: {
                client_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_name: string;
                        ci_nit: string;
                        credit: {
                            id: number;
                            credit_limit: number | null;
                            overdue_days: number;
                            debt: number;
                            available: number | null;
                            overdue_since: string | null;
                            /** @enum {string} */
                            control: "bloquear" | "advertir";
                            saldo?: number;
                        };
                        price_list: {
                            id: number;
                            name: string;
                            enabled: 0 | 1;
                            readonly rows: {
                                product_id: number;
                                presentation_id: number | null;
                                min_quantity: number;
                                price: number;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "order.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    delivery_date: string;
                    lines: {
                        product_id: number;
                        presentation_id?: number | null;
                        quantity: number;
                    }[];
                    gloss: string | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    client_id?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    business_name?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    ci_nit?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    route_id?: number | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    route_name?: string | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user_id?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user_name?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    date?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    hour?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    state?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    total?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    shortfall?: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        client_id: number;
                        business_name: string;
                        ci_nit: string;
                        route_id: number | null;
                        route_name: string | null;
                        user_id: number;
                        user_name: string;
                        delivery_date: string;
                        date: string;
                        hour: string;
                        gloss: string;
                        /** @description Uno de: pendiente, cargado, entregado, entregado parcial, no entregado, anulado */
                        state: string;
                        total: number;
                        shortfall: number;
                        lines: {
                            line: number;
                            product_id: number;
                            product: string;
                            code: string;
                            unit: string;
                            presentation: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            quantity: number;
                            units: number;
                            reserved: number;
                            shortfall: number;
                            unit_price: number;
                            total: number;
                            price_list_id: number | null;
                            price_label: string | null;
                        }[];
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "order.list": {
        parameters: {
            query?: {
                page?: number;
                date?: string;
                route_id?: number;
                state?: "pendiente" | "cargado" | "entregado" | "entregado parcial" | "no entregado" | "anulado";
                client_id?: number;
                short?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            client_id: number;
                            business_name: string;
                            ci_nit: string;
                            route_id: number | null;
                            route_name: string | null;
                            user_id: number;
                            user_name: string;
                            delivery_date: string;
                            date: string;
                            hour: string;
                            gloss: string;
                            /** @description Uno de: pendiente, cargado, entregado, entregado parcial, no entregado, anulado */
                            state: string;
                            total: number;
                            shortfall: number;
                            lines: {
                                line: number;
                                product_id: number;
                                product: string;
                                code: string;
                                unit: string;
                                presentation: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                quantity: number;
                                units: number;
                                reserved: number;
                                shortfall: number;
                                unit_price: number;
                                total: number;
                                price_list_id: number | null;
                                price_label: string | null;
                            }[];
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "order.products": {
        parameters: {
            query?: {
                search?: string;
                barcode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        mark: string;
                        price: number;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        stock: number;
                        discount: {
                            unit_price: number;
                            quantity: number;
                        } | null;
                        promotion: {
                            quantity_promotion: number;
                            quantity_sale: number;
                        } | null;
                        presentations: {
                            id: number;
                            name: string;
                            units: number;
                            price: number;
                            barcode: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "order.visited": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        client_ids: number[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "presentation.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    units: number;
                    barcode: string;
                    price: number;
                    product_id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        product_id: number;
                        name: string;
                        units: number;
                        barcode: string;
                        price: number;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "presentation.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "presentation.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    name: string;
                    units: number;
                    barcode: string;
                    price: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    product_id?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        product_id: number;
                        name: string;
                        units: number;
                        barcode: string;
                        price: number;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "presentation.list": {
        parameters: {
            query: {
                product_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        product_id: number;
                        name: string;
                        units: number;
                        barcode: string;
                        price: number;
                        enabled: 0 | 1;
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "priceList.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "priceList.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "priceList.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    name: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "priceList.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
                order?: "recent" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "priceList.prices": {
        parameters: {
            query: {
                price_list_id: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            product_id: number;
                            presentation_id: number | null;
                            min_quantity: number;
                            price: number;
                            id: number;
                            price_list_id: number;
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            presentation: string | null;
                            product_price: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "priceList.removePrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "priceList.setPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_list_id: number;
                    product_id: number;
                    presentation_id?: number | null;
                    min_quantity: number;
                    price: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product_id: number;
                        presentation_id: number | null;
                        min_quantity: number;
                        price: number;
                        id: number;
                        price_list_id: number;
                        code: string;
                        product: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        presentation: string | null;
                        product_price: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productDiscount.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fk_product: number;
                    unit_price: number;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        unit_price: number;
                        quantity: number;
                        enabled: 0 | 1;
                        version: number;
                        product: {
                            id: number;
                            code: string;
                            product: string;
                            price: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productDiscount.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productDiscount.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    fk_product: number;
                    unit_price: number;
                    quantity: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    product?: {
                        id: number;
                        code: string;
                        product: string;
                        price: number;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                    };
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        unit_price: number;
                        quantity: number;
                        enabled: 0 | 1;
                        version: number;
                        product: {
                            id: number;
                            code: string;
                            product: string;
                            price: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productDiscount.list": {
        parameters: {
            query?: {
                page?: number;
                fk_product?: number;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            unit_price: number;
                            quantity: number;
                            enabled: 0 | 1;
                            version: number;
                            product: {
                                id: number;
                                code: string;
                                product: string;
                                price: number;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "productPromotion.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fk_product: number;
                    quantity_promotion: number;
                    quantity_sale: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        quantity_promotion: number;
                        quantity_sale: number;
                        enabled: 0 | 1;
                        version: number;
                        product: {
                            id: number;
                            code: string;
                            product: string;
                            price: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productPromotion.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productPromotion.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    quantity_promotion: number;
                    quantity_sale: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    fk_product?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    product?: {
                        id: number;
                        code: string;
                        product: string;
                        price: number;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                    };
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fk_product: number;
                        quantity_promotion: number;
                        quantity_sale: number;
                        enabled: 0 | 1;
                        version: number;
                        product: {
                            id: number;
                            code: string;
                            product: string;
                            price: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "productPromotion.list": {
        parameters: {
            query?: {
                page?: number;
                fk_product?: number;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_product: number;
                            quantity_promotion: number;
                            quantity_sale: number;
                            enabled: 0 | 1;
                            version: number;
                            product: {
                                id: number;
                                code: string;
                                product: string;
                                price: number;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            };
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "product.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    product: string;
                    barcode?: string | null;
                    description: string;
                    price: number;
                    cost: number;
                    fk_mark: number;
                    /** @enum {string} */
                    unit?: "unidad" | "kg";
                    scale_code?: number | null;
                    sin_product_code?: string | null;
                    sin_unit_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        description: string;
                        price: number;
                        cost: number;
                        fk_mark: number;
                        mark: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        sin_product_code: string | null;
                        sin_unit_code: string | null;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "product.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "product.firstProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search?: string;
                    /** @enum {number} */
                    enabled?: 1;
                    id_mark?: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        description: string;
                        price: number;
                        cost: number;
                        fk_mark: number;
                        mark: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        sin_product_code: string | null;
                        sin_unit_code: string | null;
                        enabled: 0 | 1;
                        version: number;
                        total_quantity: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "product.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
                fk_mark?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            product: string;
                            barcode: string | null;
                            description: string;
                            price: number;
                            cost: number;
                            fk_mark: number;
                            mark: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            scale_code: number | null;
                            sin_product_code: string | null;
                            sin_unit_code: string | null;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "product.listWithTotalLot": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                fk_mark?: number;
                inventory_level?: "" | "b" | "m" | "a";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            product: string;
                            barcode: string | null;
                            description: string;
                            price: number;
                            cost: number;
                            fk_mark: number;
                            mark: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            scale_code: number | null;
                            sin_product_code: string | null;
                            sin_unit_code: string | null;
                            enabled: 0 | 1;
                            version: number;
                            total_quantity: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "product.searchByBarcode": {
        parameters: {
            query: {
                barcode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        description: string;
                        price: number;
                        cost: number;
                        fk_mark: number;
                        mark: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        sin_product_code: string | null;
                        sin_unit_code: string | null;
                        enabled: 0 | 1;
                        version: number;
                        total_quantity: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "product.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Edición: id, version, code, product, barcode, description, price, cost, fk_mark; unit, scale_code, sin_product_code y sin_unit_code opcionales (si faltan se conservan); mark y enabled de la fila leída se aceptan iguales a los guardados. Actualizar precio: solo id, version, price, cost, fk_mark (ningún campo descriptivo). */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    code: string;
                    product: string;
                    barcode: string | null;
                    description: string;
                    price: number;
                    cost: number;
                    fk_mark: number;
                    /**
                     * @description Opcional al editar: si falta, se conserva el valor guardado.
                     * @enum {string}
                     */
                    unit?: "unidad" | "kg";
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    scale_code?: number | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    sin_product_code?: string | null;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    sin_unit_code?: string | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    mark?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                } | {
                    price: number;
                    cost: number;
                    fk_mark: number;
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        description: string;
                        price: number;
                        cost: number;
                        fk_mark: number;
                        mark: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        sin_product_code: string | null;
                        sin_unit_code: string | null;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "providerProduct.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider_id: number;
                    product_id: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        provider_id: number;
                        product_id: number;
                        provider: string;
                        product: {
                            product: string;
                            code: string;
                        };
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "providerProduct.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "providerProduct.list": {
        parameters: {
            query?: {
                page?: number;
                product_id?: number;
                provider_id?: number;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            provider_id: number;
                            product_id: number;
                            provider: string;
                            product: {
                                product: string;
                                code: string;
                            };
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "providerProduct.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    provider_id: number;
                    product_id: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    provider?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    product?: {
                        product: string;
                        code: string;
                    };
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        provider_id: number;
                        product_id: number;
                        provider: string;
                        product: {
                            product: string;
                            code: string;
                        };
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "provider.account": {
        parameters: {
            query: {
                provider_id: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            concept: string;
                            return_id: number | null;
                            product: string | null;
                            quantity: number | null;
                            amount: number;
                            user: string;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        provider: {
                            id: number;
                            provider: string;
                        };
                        owed: number;
                        credit: number;
                        balance: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "provider.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        provider: string;
                        description: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "provider.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "provider.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            provider: string;
                            description: string;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "provider.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    provider: string;
                    description: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        provider: string;
                        description: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "purchase.cancelPucharse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        enabled: 0;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "purchase.canceledPurchases": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                fk_user?: number;
                fk_provider?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            total_purchase: number;
                            discount: number;
                            cancelled: 0 | 1;
                            gloss: string | null;
                            date_purchase: string;
                            fk_provider: number;
                            provider: {
                                provider: string;
                            };
                            fk_user: number;
                            user: string;
                            date: string;
                            hour: string;
                            enabled: 0 | 1;
                            version: number;
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                pivot: {
                                    unit_price: number;
                                    unit_cost: number;
                                    quantity: number;
                                    discount: number;
                                    subtotal: number;
                                    total: number;
                                    expiration_date: string;
                                    fk_lot: number | null;
                                };
                            }[];
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_purchases: number;
                        total_returned: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.canceledPurchasesExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                fk_user?: number;
                fk_provider?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    fk_provider: number;
                    date_purchase: string;
                    /** @enum {integer} */
                    cancelled: 0 | 1;
                    gloss: string | null;
                    discount: number;
                    total_purchase: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    provider?: {
                        provider: string;
                    };
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    fk_user?: number;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    date?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    hour?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    products?: {
                        id: number;
                        product: string;
                        code: string;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        presentation?: {
                            id: number;
                            name: string;
                            units: number;
                        } | null;
                        pivot: {
                            unit_price: number;
                            unit_cost: number;
                            quantity: number;
                            discount: number;
                            subtotal: number;
                            total: number;
                            expiration_date: string;
                            fk_lot: number | null;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        total_purchase: number;
                        discount: number;
                        cancelled: 0 | 1;
                        gloss: string | null;
                        date_purchase: string;
                        fk_provider: number;
                        provider: {
                            provider: string;
                        };
                        fk_user: number;
                        user: string;
                        date: string;
                        hour: string;
                        enabled: 0 | 1;
                        version: number;
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            presentation?: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            pivot: {
                                unit_price: number;
                                unit_cost: number;
                                quantity: number;
                                discount: number;
                                subtotal: number;
                                total: number;
                                expiration_date: string;
                                fk_lot: number | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "purchase.products": {
        parameters: {
            query?: {
                search?: string;
                all?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            cost: number;
                            price: number;
                            total_quantity: number;
                            presentations: {
                                id: number;
                                name: string;
                                units: number;
                            }[];
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.providers": {
        parameters: {
            query?: {
                search?: string;
                all?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            provider: string;
                            description: string;
                            enabled: 0 | 1;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesByProduct": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                provider_id?: number;
                product_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_purchase: number;
                            product_id: number;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            presentation: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            provider: string;
                            unit_price: number;
                            quantity: number;
                            subtotal: number;
                            discount: number;
                            total: number;
                            date_purchase: string;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_purchases: number;
                        total_quantity: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesByProductExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                provider_id?: number;
                product_id?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesReport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                cancelled?: 0 | 1 | 2;
                fk_provider?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            total_purchase: number;
                            discount: number;
                            cancelled: 0 | 1;
                            gloss: string | null;
                            date_purchase: string;
                            fk_provider: number;
                            provider: {
                                provider: string;
                            };
                            fk_user: number;
                            user: string;
                            date: string;
                            hour: string;
                            enabled: 0 | 1;
                            version: number;
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                pivot: {
                                    unit_price: number;
                                    unit_cost: number;
                                    quantity: number;
                                    discount: number;
                                    subtotal: number;
                                    total: number;
                                    expiration_date: string;
                                    fk_lot: number | null;
                                };
                            }[];
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_purchases: number;
                        total_returned: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesReportRegister": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                cancelled?: 0 | 1 | 2;
                fk_provider?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            total_purchase: number;
                            discount: number;
                            cancelled: 0 | 1;
                            gloss: string | null;
                            date_purchase: string;
                            fk_provider: number;
                            provider: {
                                provider: string;
                            };
                            fk_user: number;
                            user: string;
                            date: string;
                            hour: string;
                            enabled: 0 | 1;
                            version: number;
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                pivot: {
                                    unit_price: number;
                                    unit_cost: number;
                                    quantity: number;
                                    discount: number;
                                    subtotal: number;
                                    total: number;
                                    expiration_date: string;
                                    fk_lot: number | null;
                                };
                            }[];
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_purchases: number;
                        total_returned: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesReportRegisterExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                cancelled?: 0 | 1 | 2;
                fk_provider?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.purchasesReportExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                cancelled?: 0 | 1 | 2;
                fk_provider?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "purchase.recordPurchase": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    purchase: {
                        fk_provider: number;
                        date_purchase: string;
                        /** @enum {integer} */
                        cancelled: 0 | 1;
                        gloss?: string | null;
                        discount: number;
                        total_purchase?: number;
                    };
                    detail: {
                        product_id: number;
                        presentation_id?: number | null;
                        quantity: number;
                        unit_price: number;
                        unit_cost: number;
                        discount: number;
                        expiration_date: string;
                        subtotal?: number;
                        total?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        total_purchase: number;
                        discount: number;
                        cancelled: 0 | 1;
                        gloss: string | null;
                        date_purchase: string;
                        fk_provider: number;
                        provider: {
                            provider: string;
                        };
                        fk_user: number;
                        user: string;
                        date: string;
                        hour: string;
                        enabled: 0 | 1;
                        version: number;
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            presentation?: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            pivot: {
                                unit_price: number;
                                unit_cost: number;
                                quantity: number;
                                discount: number;
                                subtotal: number;
                                total: number;
                                expiration_date: string;
                                fk_lot: number | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "purchase.return": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lot_id: number;
                    quantity: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        lot_id: number;
                        purchase_id: number;
                        provider: {
                            id: number;
                            provider: string;
                        };
                        product: {
                            id: number;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        };
                        quantity: number;
                        unit_cost: number;
                        amount: number;
                        reason: string;
                        date: string;
                        hour: string;
                        user: string;
                        lot_quantity: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "purchase.show": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        total_purchase: number;
                        discount: number;
                        cancelled: 0 | 1;
                        gloss: string | null;
                        date_purchase: string;
                        fk_provider: number;
                        provider: {
                            provider: string;
                        };
                        fk_user: number;
                        user: string;
                        date: string;
                        hour: string;
                        enabled: 0 | 1;
                        version: number;
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            presentation?: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            pivot: {
                                unit_price: number;
                                unit_cost: number;
                                quantity: number;
                                discount: number;
                                subtotal: number;
                                total: number;
                                expiration_date: string;
                                fk_lot: number | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "health.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["Error400"];
        };
    };
    "route.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    user_id: number;
                    visit_days: number[];
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user_id: number;
                        user_name: string;
                        visit_days: number[];
                        clients: number;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "route.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "route.clients": {
        parameters: {
            query: {
                route_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        position: number;
                        client_id: number;
                        business_name: string;
                        ci_nit: string;
                        enabled: 0 | 1;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "route.day": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        weekday: number;
                        routes: {
                            id: number;
                            name: string;
                            visit_days: number[];
                            clients: {
                                position: number;
                                client_id: number;
                                business_name: string;
                                ci_nit: string;
                                enabled: 0 | 1;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "route.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    name: string;
                    user_id: number;
                    visit_days: number[];
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    user_name?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    clients?: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user_id: number;
                        user_name: string;
                        visit_days: number[];
                        clients: number;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "route.list": {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            user_id: number;
                            user_name: string;
                            visit_days: number[];
                            clients: number;
                            enabled: 0 | 1;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "route.setClients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    route_id: number;
                    version: number;
                    client_ids: number[];
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        route: {
                            id: number;
                            name: string;
                            user_id: number;
                            user_name: string;
                            visit_days: number[];
                            clients: number;
                            enabled: 0 | 1;
                            version: number;
                        };
                        clients: {
                            position: number;
                            client_id: number;
                            business_name: string;
                            ci_nit: string;
                            enabled: 0 | 1;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.balance": {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date_from: string;
                        date_to: string;
                        total_sale: number;
                        returns: number;
                        total_cost: number;
                        merma: number;
                        margin: number;
                        credit_sale: number;
                        expense_desk: number;
                        expense_admin: number;
                        total_expense: number;
                        difference: number;
                        route_merma: number;
                        route_difference: number;
                        type_payments: {
                            id: number;
                            type_pay: string;
                            sale: number;
                            cost: number;
                            sales: number;
                        }[];
                        days: {
                            day: string;
                            sale: number;
                            cost: number;
                            expense: number;
                        }[];
                        expenses: {
                            id: number;
                            /** @enum {string} */
                            kind: "desk" | "admin";
                            expense: number;
                            description: string;
                            date: string;
                            hour: string;
                            type_expense: string | null;
                            user: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.calculateGain": {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                type_pay?: number;
                fk_user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.cancelSale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    motivo_anulacion?: 1 | 3 | 4;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {number} */
                        enabled: 0;
                        total_sale: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.canceledSales": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                fk_client?: number;
                fk_user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                            total_cost: number;
                            gain: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.canceledSalesExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                fk_client?: number;
                fk_user?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.cancelledSale": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    id_type_payment: number;
                    type_pay?: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        amount: number;
                        date_debt: string;
                        id_type_payment: number;
                        text_type_pay: string;
                        type_payment: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        };
                        payment: {
                            id: number;
                            id_sale: number;
                            amount: number;
                            date: string;
                            hour: string;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            };
                            user: string | null;
                            balance: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.listCashCounts": {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            day: string;
                            counts: {
                                [key: string]: number;
                            } | null;
                            counted: number;
                            expected: number;
                            difference: number;
                            user: string;
                            date: string;
                            hour: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.saveCashCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    counts?: {
                        1?: number;
                        2?: number;
                        5?: number;
                        10?: number;
                        20?: number;
                        50?: number;
                        100?: number;
                        200?: number;
                        "0.50"?: number;
                        "0.20"?: number;
                        "0.10"?: number;
                    };
                    total?: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        day: string;
                        counts: {
                            [key: string]: number;
                        } | null;
                        counted: number;
                        expected: number;
                        difference: number;
                        user: string;
                        date: string;
                        hour: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.cashDeskClosing": {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date_from: string;
                        date_to: string;
                        initial_cash: number;
                        type_payments: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                            sale: number;
                            sales: number;
                            debt_collection: number;
                            debts: number;
                        }[];
                        debt_collection: number;
                        cash_sales: number;
                        total_expense: number;
                        cash_returns: number;
                        cash_return_count: number;
                        cash_difference: number;
                        non_cash_total: number;
                        credit_sale: number;
                        credit_sales: number;
                        expenses: {
                            id: number;
                            /** @enum {string} */
                            kind: "desk" | "admin";
                            expense: number;
                            description: string;
                            date: string;
                            hour: string;
                            type_expense: string | null;
                            user: string;
                        }[];
                        routes: {
                            load_id: number;
                            route_name: string;
                            delivery_date: string;
                            closed_day: string;
                            cash_expected: number;
                            cash_counted: number;
                            expected: number;
                            counted: number;
                            credit: number;
                            difference: number;
                            merma_cost: number;
                            reason: string | null;
                        }[];
                        route_cash_difference: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.closingSales": {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                page?: number;
                id_type_payment?: number;
                debt?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.debtCollection": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                id_client?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_balance: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.debtCollectionClient": {
        parameters: {
            query?: {
                page?: number;
                id_client?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_balance: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.debtPayment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id_sale: number;
                    amount: number;
                    id_type_payment: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id_sale: number;
                        total_sale: number;
                        paid: number;
                        balance: number;
                        cancelled: 0 | 1;
                        payments: {
                            id: number;
                            id_sale: number;
                            amount: number;
                            date: string;
                            hour: string;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            };
                            user: string | null;
                            balance: number;
                        }[];
                        payment: {
                            id: number;
                            id_sale: number;
                            amount: number;
                            date: string;
                            hour: string;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            };
                            user: string | null;
                            balance: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.debtPayments": {
        parameters: {
            query: {
                id_sale: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id_sale: number;
                        total_sale: number;
                        paid: number;
                        balance: number;
                        cancelled: 0 | 1;
                        payments: {
                            id: number;
                            id_sale: number;
                            amount: number;
                            date: string;
                            hour: string;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            };
                            user: string | null;
                            balance: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "sale.deviceStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device_id: string;
                    device_name: string;
                    pending: number;
                    failed: number;
                    oldest_pending_at: string | null;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device_id: string;
                        device_name: string;
                        user: string;
                        pending: number;
                        failed: number;
                        oldest_pending_at: string | null;
                        reported_at: string;
                        last_sync_at: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device_id: string;
                        device_name: string;
                        user: string;
                        pending: number;
                        failed: number;
                        oldest_pending_at: string | null;
                        reported_at: string;
                        last_sync_at: string | null;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.reconciliation": {
        parameters: {
            query?: {
                page?: number;
                resolved?: 0 | 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            kind: ("precio" | "faltante" | "credito") | null;
                            /** @enum {string} */
                            state: "pendiente" | "resuelto" | "sincronizada";
                            sale_id: number;
                            provisional_number: string;
                            client: string | null;
                            product: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                            } | null;
                            missing_quantity: number | null;
                            charged_total: number | null;
                            expected_total: number | null;
                            detail: string;
                            user: string;
                            device_name: string;
                            sold_at: string;
                            received_at: string;
                            resolved: 0 | 1;
                            note: string | null;
                            resolved_by: string | null;
                            resolved_at: string | null;
                            version: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.reconciliationCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.reconciliationResolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: ("precio" | "faltante" | "credito") | null;
                        /** @enum {string} */
                        state: "pendiente" | "resuelto" | "sincronizada";
                        sale_id: number;
                        provisional_number: string;
                        client: string | null;
                        product: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                        } | null;
                        missing_quantity: number | null;
                        charged_total: number | null;
                        expected_total: number | null;
                        detail: string;
                        user: string;
                        device_name: string;
                        sold_at: string;
                        received_at: string;
                        resolved: 0 | 1;
                        note: string | null;
                        resolved_by: string | null;
                        resolved_at: string | null;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.recordSale": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    register_client?: 0 | 1;
                    /** @enum {integer} */
                    without_client?: 0 | 1;
                    sale: {
                        discount: number;
                        money_paid: number;
                        total_sale: number;
                        change_box: number;
                        /** @enum {integer} */
                        cancelled?: 0 | 1;
                        id_type_payment?: number;
                        text_type_pay?: string | null;
                    };
                    detail: {
                        product_id: number;
                        presentation_id?: number | null;
                        quantity: number;
                        unit_price: number;
                        unit_price_system: number;
                        discount?: number;
                        promotion?: string;
                        unit_cost?: number;
                        product?: string | null;
                        scale_label?: string;
                    }[];
                    client?: {
                        id?: number;
                        business_name: string;
                        ci_nit: string;
                    } | null;
                    /** @enum {integer} */
                    credit_confirmed?: 0 | 1;
                    offline?: {
                        device_id: string;
                        device_name: string;
                        /** Format: date-time */
                        sold_at: string;
                        provisional_number: string;
                    };
                    invoice?: {
                        document_type?: 1 | 2 | 3 | 4 | 5;
                        document_number?: string;
                        complemento?: string;
                        business_name?: string;
                        /** @enum {integer} */
                        codigo_excepcion?: 0 | 1;
                    };
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        date: string;
                        hour: string;
                        subtotal: number;
                        discount: number;
                        total_sale: number;
                        money_paid: number;
                        change_box: number;
                        excess: number;
                        cancelled: 0 | 1;
                        enabled: 0 | 1;
                        id_type_payment: number | null;
                        type_pay: string | null;
                        type_payment: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        text_type_pay: string;
                        date_debt: string | null;
                        type_payment_debt: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        debt_paid: number;
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        } | null;
                        user: {
                            id: number;
                            name: string;
                        };
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            pivot: {
                                unit_price_system: number;
                                discount: number;
                                unit_price: number;
                                quantity: number;
                                unit_cost: number;
                                promotion: string | null;
                                total: number;
                                price_list?: string | null;
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                sale_line_id?: number;
                                returned_quantity?: number;
                                returned_amount?: number;
                            };
                        }[];
                        invoice?: {
                            id: number;
                            number: number;
                            cuf: string;
                            /** @enum {string} */
                            state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                            emission_type: 1 | 2;
                            issued_at: string;
                            leyenda: string;
                            verification_url: string;
                            emitter: {
                                nit: string;
                                razon_social: string;
                                municipio: string;
                                telefono: string | null;
                                direccion: string;
                                sucursal: number;
                                punto_venta: number;
                            };
                            buyer: {
                                document_type: number;
                                document_number: string;
                                complemento: string | null;
                                business_name: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.returnSale": {
        parameters: {
            query?: never;
            header?: {
                /** @description Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sale_id: number;
                    reason: string;
                    lines: {
                        sale_line_id: number;
                        quantity: number;
                        /** @enum {string} */
                        disposition: "stock" | "merma";
                    }[];
                    /** @enum {string} */
                    refund: "efectivo" | "deuda" | "saldo";
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sale_id: number;
                        date: string;
                        hour: string;
                        reason: string;
                        /** @enum {string} */
                        refund: "efectivo" | "deuda" | "saldo";
                        amount: number;
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        } | null;
                        user: {
                            id: number;
                            name: string;
                        };
                        lines: {
                            id: number;
                            sale_line_id: number;
                            product_id: number;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            /** @enum {string} */
                            disposition: "stock" | "merma";
                            amount: number;
                        }[];
                        client_saldo: number | null;
                        debt_balance: number | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "sale.returnNote": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sale_id: number;
                        date: string;
                        hour: string;
                        reason: string;
                        /** @enum {string} */
                        refund: "efectivo" | "deuda" | "saldo";
                        amount: number;
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        } | null;
                        user: {
                            id: number;
                            name: string;
                        };
                        lines: {
                            id: number;
                            sale_line_id: number;
                            product_id: number;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            /** @enum {string} */
                            disposition: "stock" | "merma";
                            amount: number;
                        }[];
                        client_saldo: number | null;
                        debt_balance: number | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "sale.returnsReport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                kind?: "cliente" | "proveedor";
                fk_user?: number;
                fk_client?: number;
                fk_provider?: number;
                disposition?: "stock" | "merma";
                refund?: "efectivo" | "deuda" | "saldo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "cliente" | "proveedor";
                            id: number;
                            line_id: number;
                            date: string;
                            hour: string;
                            sale_id: number | null;
                            party: string | null;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            disposition: ("stock" | "merma") | null;
                            refund: ("efectivo" | "deuda" | "saldo") | null;
                            amount: number;
                            user: string;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_clients: number;
                        total_providers: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.returnsReportExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                kind?: "cliente" | "proveedor";
                fk_user?: number;
                fk_client?: number;
                fk_provider?: number;
                disposition?: "stock" | "merma";
                refund?: "efectivo" | "deuda" | "saldo";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesByProduct": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                client_id?: number;
                product_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            fk_sale: number;
                            product_id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            unit_price: number;
                            quantity: number;
                            units: number;
                            presentation: {
                                id: number;
                                name: string;
                                units: number;
                            } | null;
                            subtotal: number;
                            discount: number;
                            total: number;
                            cost: number;
                            gain: number;
                            hour: string;
                            date: string;
                            client: string | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                        total_quantity: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesByProductMark": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                id_mark?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            product: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            quantity: number;
                            sale: number;
                            cost: number;
                            gain: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesByProductMarkExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                id_mark?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesByProductExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                client_id?: number;
                product_id?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesDay": {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesMark": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            mark: string;
                            sale: number;
                            cost: number;
                            gain: number;
                            quantity: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesMarkExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesReport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                type_pay?: number;
                fk_user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                            total_cost: number;
                            gain: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesReportExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                type_pay?: number;
                fk_user?: number;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesToClient": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                type_pay?: number;
                fk_client?: number;
                enabled?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string;
                            hour: string;
                            subtotal: number;
                            discount: number;
                            total_sale: number;
                            money_paid: number;
                            change_box: number;
                            excess: number;
                            cancelled: 0 | 1;
                            enabled: 0 | 1;
                            id_type_payment: number | null;
                            type_pay: string | null;
                            type_payment: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            text_type_pay: string;
                            date_debt: string | null;
                            type_payment_debt: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                            } | null;
                            debt_paid: number;
                            client: {
                                id: number;
                                business_name: string;
                                ci_nit: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                            };
                            products: {
                                id: number;
                                product: string;
                                code: string;
                                /** @enum {string} */
                                unit: "unidad" | "kg";
                                pivot: {
                                    unit_price_system: number;
                                    discount: number;
                                    unit_price: number;
                                    quantity: number;
                                    unit_cost: number;
                                    promotion: string | null;
                                    total: number;
                                    price_list?: string | null;
                                    presentation?: {
                                        id: number;
                                        name: string;
                                        units: number;
                                    } | null;
                                    sale_line_id?: number;
                                    returned_quantity?: number;
                                    returned_amount?: number;
                                };
                            }[];
                            invoice?: {
                                id: number;
                                number: number;
                                cuf: string;
                                /** @enum {string} */
                                state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                                emission_type: 1 | 2;
                                issued_at: string;
                                leyenda: string;
                                verification_url: string;
                                emitter: {
                                    nit: string;
                                    razon_social: string;
                                    municipio: string;
                                    telefono: string | null;
                                    direccion: string;
                                    sucursal: number;
                                    punto_venta: number;
                                };
                                buyer: {
                                    document_type: number;
                                    document_number: string;
                                    complemento: string | null;
                                    business_name: string;
                                };
                            } | null;
                            total_cost: number;
                            gain: number;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                        total_sale: number;
                        total_cost: number;
                        total_gain: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.salesToClientExport": {
        parameters: {
            query?: {
                page?: number;
                date_from?: string;
                date_to?: string;
                type_pay?: number;
                fk_client?: number;
                enabled?: 0 | 1 | 2;
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo: XLSX o CSV según `format` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.show": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        date: string;
                        hour: string;
                        subtotal: number;
                        discount: number;
                        total_sale: number;
                        money_paid: number;
                        change_box: number;
                        excess: number;
                        cancelled: 0 | 1;
                        enabled: 0 | 1;
                        id_type_payment: number | null;
                        type_pay: string | null;
                        type_payment: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        text_type_pay: string;
                        date_debt: string | null;
                        type_payment_debt: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                        } | null;
                        debt_paid: number;
                        client: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                        } | null;
                        user: {
                            id: number;
                            name: string;
                        };
                        products: {
                            id: number;
                            product: string;
                            code: string;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            pivot: {
                                unit_price_system: number;
                                discount: number;
                                unit_price: number;
                                quantity: number;
                                unit_cost: number;
                                promotion: string | null;
                                total: number;
                                price_list?: string | null;
                                presentation?: {
                                    id: number;
                                    name: string;
                                    units: number;
                                } | null;
                                sale_line_id?: number;
                                returned_quantity?: number;
                                returned_amount?: number;
                            };
                        }[];
                        invoice?: {
                            id: number;
                            number: number;
                            cuf: string;
                            /** @enum {string} */
                            state: "pendiente" | "aceptada" | "contingencia" | "rechazada" | "anulada";
                            emission_type: 1 | 2;
                            issued_at: string;
                            leyenda: string;
                            verification_url: string;
                            emitter: {
                                nit: string;
                                razon_social: string;
                                municipio: string;
                                telefono: string | null;
                                direccion: string;
                                sucursal: number;
                                punto_venta: number;
                            };
                            buyer: {
                                document_type: number;
                                document_number: string;
                                complemento: string | null;
                                business_name: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    "sale.tillBarcode": {
        parameters: {
            query: {
                barcode: string;
                price_list_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        mark: string;
                        price: number;
                        cost: number;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        stock: number;
                        discount: {
                            unit_price: number;
                            quantity: number;
                        } | null;
                        promotion: {
                            quantity_promotion: number;
                            quantity_sale: number;
                        } | null;
                        list_rows?: {
                            product_id: number;
                            presentation_id: number | null;
                            min_quantity: number;
                            price: number;
                        }[];
                        /** @default null */
                        presentation: {
                            id: number;
                            name: string;
                            units: number;
                            price: number;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.tillClientPrices": {
        parameters: {
            query: {
                client_id: number;
                /** @description Ids de productos separados por comas, p. ej. "1,2,3" */
                product_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        price_list: {
                            id: number;
                            name: string;
                            enabled: 0 | 1;
                            readonly rows: {
                                product_id: number;
                                presentation_id: number | null;
                                min_quantity: number;
                                price: number;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.tillScaleLabel": {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            id: number;
                            code: string;
                            product: string;
                            barcode: string | null;
                            mark: string;
                            price: number;
                            cost: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            scale_code: number | null;
                            stock: number;
                            discount: {
                                unit_price: number;
                                quantity: number;
                            } | null;
                            promotion: {
                                quantity_promotion: number;
                                quantity_sale: number;
                            } | null;
                            list_rows?: {
                                product_id: number;
                                presentation_id: number | null;
                                min_quantity: number;
                                price: number;
                            }[];
                        };
                        quantity: number;
                        total: number;
                        scale_label: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.tillSearch": {
        parameters: {
            query?: {
                search?: string;
                price_list_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        product: string;
                        barcode: string | null;
                        mark: string;
                        price: number;
                        cost: number;
                        /** @enum {string} */
                        unit: "unidad" | "kg";
                        scale_code: number | null;
                        stock: number;
                        discount: {
                            unit_price: number;
                            quantity: number;
                        } | null;
                        promotion: {
                            quantity_promotion: number;
                            quantity_sale: number;
                        } | null;
                        list_rows?: {
                            product_id: number;
                            presentation_id: number | null;
                            min_quantity: number;
                            price: number;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.tillSetup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            id: number;
                            type_pay: string;
                            is_cash: 0 | 1;
                            code: string;
                        }[];
                        address: string;
                        cellphone_number: string;
                        auto_offers: 0 | 1;
                        today: string;
                        scale: {
                            prefix_from: number;
                            prefix_to: number;
                            code_digits: number;
                            /** @enum {string} */
                            value_kind: "w" | "p";
                        };
                        /** @default 0 */
                        invoicing: 0 | 1;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "sale.tillSnapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taken_at: string;
                        setup: {
                            payments: {
                                id: number;
                                type_pay: string;
                                is_cash: 0 | 1;
                                code: string;
                            }[];
                            address: string;
                            cellphone_number: string;
                            auto_offers: 0 | 1;
                            today: string;
                            scale: {
                                prefix_from: number;
                                prefix_to: number;
                                code_digits: number;
                                /** @enum {string} */
                                value_kind: "w" | "p";
                            };
                            /** @default 0 */
                            invoicing: 0 | 1;
                        };
                        products: {
                            id: number;
                            code: string;
                            product: string;
                            barcode: string | null;
                            mark: string;
                            price: number;
                            cost: number;
                            /** @enum {string} */
                            unit: "unidad" | "kg";
                            scale_code: number | null;
                            stock: number;
                            discount: {
                                unit_price: number;
                                quantity: number;
                            } | null;
                            promotion: {
                                quantity_promotion: number;
                                quantity_sale: number;
                            } | null;
                            list_rows?: {
                                product_id: number;
                                presentation_id: number | null;
                                min_quantity: number;
                                price: number;
                            }[];
                        }[];
                        clients: {
                            id: number;
                            business_name: string;
                            ci_nit: string;
                            /** @default null */
                            credit_limit: number | null;
                            /** @default 0 */
                            debt: number;
                            /** @default null */
                            overdue_since: string | null;
                            /** @default null */
                            fk_price_list: number | null;
                        }[];
                        /**
                         * @default advertir
                         * @enum {string}
                         */
                        credit_control: "bloquear" | "advertir";
                        /** @default [] */
                        price_lists: {
                            id: number;
                            name: string;
                            rows: [
                                number,
                                number | null,
                                number,
                                number
                            ][];
                        }[];
                        /** @default [] */
                        presentations: {
                            id: number;
                            name: string;
                            units: number;
                            price: number;
                            product_id: number;
                            barcode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "setting.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        initial_cash: number;
                        address: string;
                        cellphone_number: string;
                        enabled_options_user: 0 | 1;
                        near_expiry_days: number;
                        auto_offers: 0 | 1;
                        credit_overdue_days: number;
                        /** @enum {string} */
                        credit_control: "bloquear" | "advertir";
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
        };
    };
    "setting.scaleLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scale_prefix_from: number;
                        scale_prefix_to: number;
                        scale_code_digits: number;
                        /** @enum {string} */
                        scale_value: "w" | "p";
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "setting.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    initial_cash: number;
                    address: string;
                    cellphone_number: string;
                    /** @enum {integer} */
                    enabled_options_user: 0 | 1;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    near_expiry_days?: number;
                    /**
                     * @description Opcional al editar: si falta, se conserva el valor guardado.
                     * @enum {integer}
                     */
                    auto_offers?: 0 | 1;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    credit_overdue_days?: number;
                    /**
                     * @description Opcional al editar: si falta, se conserva el valor guardado.
                     * @enum {string}
                     */
                    credit_control?: "bloquear" | "advertir";
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        initial_cash: number;
                        address: string;
                        cellphone_number: string;
                        enabled_options_user: 0 | 1;
                        near_expiry_days: number;
                        auto_offers: 0 | 1;
                        credit_overdue_days: number;
                        /** @enum {string} */
                        credit_control: "bloquear" | "advertir";
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "setting.updateScaleLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    scale_prefix_from: number;
                    scale_prefix_to: number;
                    scale_code_digits: number;
                    /** @enum {string} */
                    scale_value: "w" | "p";
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scale_prefix_from: number;
                        scale_prefix_to: number;
                        scale_code_digits: number;
                        /** @enum {string} */
                        scale_value: "w" | "p";
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "siatCatalogue.list": {
        parameters: {
            query: {
                kind: "actividades" | "productos" | "leyendas" | "unidades" | "documentos" | "metodosPago";
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            description: string;
                            activity: string | null;
                        }[];
                        current_page: number;
                        last_page: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "typeExpense.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type_expense: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_expense: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "typeExpense.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "typeExpense.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_expense: string;
                        enabled: 0 | 1;
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "typeExpense.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    type_expense: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_expense: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "typePayment.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type_pay: string;
                    /** @enum {integer} */
                    is_cash: 0 | 1;
                    /** @enum {string} */
                    code?: "c" | "q";
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_pay: string;
                        is_cash: 0 | 1;
                        /** @enum {string} */
                        code: "e" | "c" | "q" | "s";
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "typePayment.edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    type_pay: string;
                    /** @enum {integer} */
                    is_cash: 0 | 1;
                    /** @description Opcional al editar: si falta, se conserva el valor guardado. */
                    code?: ("e" | "c" | "q") | null;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_pay: string;
                        is_cash: 0 | 1;
                        /** @enum {string} */
                        code: "e" | "c" | "q" | "s";
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "typePayment.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type_pay: string;
                        is_cash: 0 | 1;
                        /** @enum {string} */
                        code: "e" | "c" | "q" | "s";
                        enabled: 0 | 1;
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "user.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "a" | "u" | "v";
                    username: string;
                    /** @description El MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: "secreto" se envía como "e201994dca9320fc94336603b1cfc970". */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "a" | "u" | "v";
                        username: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
        };
    };
    "user.changeCredentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    username: string;
                    /** @description El MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: "secreto" se envía como "e201994dca9320fc94336603b1cfc970". */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "a" | "u" | "v";
                        username: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "user.changeState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
    "user.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "a" | "u" | "v";
                        username: string;
                        enabled: 0 | 1;
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
        };
    };
    "user.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** @description El MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: "secreto" se envía como "e201994dca9320fc94336603b1cfc970". */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "a" | "u" | "v";
                            username: string;
                        };
                        business_zone: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            402: components["responses"]["Error402"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
        };
    };
    "user.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            409: components["responses"]["Error409"];
        };
    };
    "user.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                    name: string;
                    /** @enum {string} */
                    category: "a" | "u" | "v";
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    username?: string;
                    /** @description Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza. */
                    enabled?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        category: "a" | "u" | "v";
                        username: string;
                        enabled: 0 | 1;
                        version: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            402: components["responses"]["Error402"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
        };
    };
}
