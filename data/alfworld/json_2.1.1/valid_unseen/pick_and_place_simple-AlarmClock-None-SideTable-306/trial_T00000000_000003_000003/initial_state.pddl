(define (problem plan_trial_T00000000_000003_000003)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        LaptopType - otype
        PencilType - otype
        PillowType - otype
        AlarmClock_bar__minus_02_dot_76_bar__plus_00_dot_10_bar__plus_02_dot_12 - object
        CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_15_bar__minus_01_dot_89 - object
        Laptop_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__plus_01_dot_92 - object
        Laptop_bar__plus_02_dot_50_bar__plus_00_dot_35_bar__minus_00_dot_75 - object
        Pencil_bar__plus_00_dot_00_bar__plus_00_dot_35_bar__minus_02_dot_76 - object
        Pencil_bar__plus_00_dot_43_bar__plus_00_dot_05_bar__minus_01_dot_80 - object
        Pillow_bar__plus_00_dot_59_bar__plus_00_dot_45_bar__minus_00_dot_12 - object
        Pillow_bar__plus_02_dot_47_bar__plus_00_dot_54_bar__plus_02_dot_24 - object
        Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 - receptacle
        Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 - receptacle
        Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 - receptacle
        SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        loc_bar_12_bar_0_bar_0_bar_30 - location
        loc_bar_12_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar_12_bar_3_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_2_bar_12_bar_3_bar_30)
        (receptacleType Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 loc_bar_12_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 loc_bar_12_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19)
        (receptacleType Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar_5_bar_3_bar_1_bar_30)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType AlarmClock_bar__minus_02_dot_76_bar__plus_00_dot_10_bar__plus_02_dot_12 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_76_bar__plus_00_dot_10_bar__plus_02_dot_12 Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91)
        (objectAtLocation AlarmClock_bar__minus_02_dot_76_bar__plus_00_dot_10_bar__plus_02_dot_12 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_76_bar__plus_00_dot_10_bar__plus_02_dot_12)
        (objectType CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_15_bar__minus_01_dot_89 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_15_bar__minus_01_dot_89 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19)
        (objectAtLocation CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_15_bar__minus_01_dot_89 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_15_bar__minus_01_dot_89)
        (objectType Laptop_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__plus_01_dot_92 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__plus_01_dot_92 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Laptop_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__plus_01_dot_92 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__plus_01_dot_92)
        (objectType Laptop_bar__plus_02_dot_50_bar__plus_00_dot_35_bar__minus_00_dot_75 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_50_bar__plus_00_dot_35_bar__minus_00_dot_75 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Laptop_bar__plus_02_dot_50_bar__plus_00_dot_35_bar__minus_00_dot_75 loc_bar_5_bar_3_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_50_bar__plus_00_dot_35_bar__minus_00_dot_75)
        (objectType Pencil_bar__plus_00_dot_00_bar__plus_00_dot_35_bar__minus_02_dot_76 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_00_bar__plus_00_dot_35_bar__minus_02_dot_76 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19)
        (objectAtLocation Pencil_bar__plus_00_dot_00_bar__plus_00_dot_35_bar__minus_02_dot_76 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_00_bar__plus_00_dot_35_bar__minus_02_dot_76)
        (objectType Pencil_bar__plus_00_dot_43_bar__plus_00_dot_05_bar__minus_01_dot_80 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_43_bar__plus_00_dot_05_bar__minus_01_dot_80 Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53)
        (objectAtLocation Pencil_bar__plus_00_dot_43_bar__plus_00_dot_05_bar__minus_01_dot_80 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_43_bar__plus_00_dot_05_bar__minus_01_dot_80)
        (objectType Pillow_bar__plus_00_dot_59_bar__plus_00_dot_45_bar__minus_00_dot_12 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_59_bar__plus_00_dot_45_bar__minus_00_dot_12 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_00_dot_59_bar__plus_00_dot_45_bar__minus_00_dot_12 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__plus_00_dot_59_bar__plus_00_dot_45_bar__minus_00_dot_12)
        (objectType Pillow_bar__plus_02_dot_47_bar__plus_00_dot_54_bar__plus_02_dot_24 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_47_bar__plus_00_dot_54_bar__plus_02_dot_24 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_02_dot_47_bar__plus_00_dot_54_bar__plus_02_dot_24 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_47_bar__plus_00_dot_54_bar__plus_02_dot_24)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AlarmClockType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
