(define (problem plan_trial_T00000000_000001_000070)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PenType - otype
        PencilType - otype
        RemoteControlType - otype
        StatueType - otype
        WateringCanType - otype
        FloorLamp_bar__minus_02_dot_55_bar__plus_00_dot_47_bar__minus_00_dot_97 - object
        WateringCan_bar__plus_00_dot_79_bar__plus_01_dot_44_bar__plus_00_dot_89 - object
        WateringCan_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_73 - object
        WateringCan_bar__plus_00_dot_99_bar__plus_00_dot_28_bar__plus_00_dot_33 - object
        Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17 - object
        KeyChain_bar__plus_00_dot_42_bar__plus_00_dot_86_bar__plus_01_dot_53 - object
        Laptop_bar__minus_01_dot_63_bar__plus_00_dot_76_bar__minus_01_dot_81 - object
        Laptop_bar__plus_02_dot_97_bar__plus_00_dot_64_bar__minus_02_dot_52 - object
        Newspaper_bar__minus_02_dot_61_bar__plus_00_dot_52_bar__plus_02_dot_78 - object
        Newspaper_bar__plus_02_dot_37_bar__plus_01_dot_36_bar__plus_00_dot_91 - object
        Pen_bar__plus_01_dot_61_bar__plus_00_dot_71_bar__plus_02_dot_24 - object
        Pen_bar__plus_00_dot_68_bar__plus_00_dot_26_bar__plus_01_dot_39 - object
        Pencil_bar__minus_00_dot_20_bar__plus_01_dot_26_bar__plus_02_dot_63 - object
        Pencil_bar__plus_00_dot_33_bar__plus_00_dot_33_bar__plus_00_dot_49 - object
        RemoteControl_bar__minus_00_dot_27_bar__plus_00_dot_19_bar__minus_01_dot_51 - object
        RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_66_bar__minus_00_dot_90 - object
        Statue_bar__plus_01_dot_14_bar__plus_01_dot_13_bar__plus_00_dot_55 - object
        Statue_bar__minus_01_dot_88_bar__plus_01_dot_04_bar__plus_02_dot_53 - object
        ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 - receptacle
        ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 - receptacle
        CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 - receptacle
        Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 - receptacle
        Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 - receptacle
        Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 - receptacle
        Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 - receptacle
        Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 - receptacle
        Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 - receptacle
        TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 - receptacle
        TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 - receptacle
        loc_bar_10_bar_1_bar_2_bar_30 - location
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_3_bar_0_bar_30 - location
        loc_bar_13_bar_3_bar_1_bar_30 - location
        loc_bar_13_bar__minus_1_bar_3_bar_30 - location
        loc_bar_1_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_5_bar_4_bar_0_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_10_bar_3_bar_30)
        (receptacleType ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 loc_bar_10_bar_3_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 loc_bar__minus_2_bar_3_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 loc_bar_13_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (receptacleType Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 loc_bar_10_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 loc_bar_10_bar_1_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 loc_bar_1_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 SofaType)
        (receptacleAtLocation Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 loc_bar_5_bar_4_bar_0_bar_30)
        (receptacleType TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 loc_bar_13_bar__minus_1_bar_3_bar_30)
        (receptacleType TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain ShelfType BoxType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_02_dot_55_bar__plus_00_dot_47_bar__minus_00_dot_97 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_02_dot_55_bar__plus_00_dot_47_bar__minus_00_dot_97 TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77)
        (objectAtLocation FloorLamp_bar__minus_02_dot_55_bar__plus_00_dot_47_bar__minus_00_dot_97 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (toggleable FloorLamp_bar__minus_02_dot_55_bar__plus_00_dot_47_bar__minus_00_dot_97)
        (objectType WateringCan_bar__plus_00_dot_79_bar__plus_01_dot_44_bar__plus_00_dot_89 WateringCanType)
        (inReceptacle WateringCan_bar__plus_00_dot_79_bar__plus_01_dot_44_bar__plus_00_dot_89 Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation WateringCan_bar__plus_00_dot_79_bar__plus_01_dot_44_bar__plus_00_dot_89 loc_bar_1_bar_2_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_00_dot_79_bar__plus_01_dot_44_bar__plus_00_dot_89)
        (objectType WateringCan_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_73 WateringCanType)
        (inReceptacle WateringCan_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_73 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation WateringCan_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_73 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_73)
        (objectType WateringCan_bar__plus_00_dot_99_bar__plus_00_dot_28_bar__plus_00_dot_33 WateringCanType)
        (inReceptacle WateringCan_bar__plus_00_dot_99_bar__plus_00_dot_28_bar__plus_00_dot_33 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation WateringCan_bar__plus_00_dot_99_bar__plus_00_dot_28_bar__plus_00_dot_33 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_00_dot_99_bar__plus_00_dot_28_bar__plus_00_dot_33)
        (objectType Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17 BoxType)
        (inReceptacle Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17 Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87)
        (objectAtLocation Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17 loc_bar_5_bar_4_bar_0_bar_30)
        (pickupable Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17)
        (isReceptacleObject Box_bar__plus_02_dot_31_bar__plus_00_dot_94_bar__minus_00_dot_17)
        (objectType KeyChain_bar__plus_00_dot_42_bar__plus_00_dot_86_bar__plus_01_dot_53 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_42_bar__plus_00_dot_86_bar__plus_01_dot_53 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation KeyChain_bar__plus_00_dot_42_bar__plus_00_dot_86_bar__plus_01_dot_53 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_42_bar__plus_00_dot_86_bar__plus_01_dot_53)
        (objectType Laptop_bar__minus_01_dot_63_bar__plus_00_dot_76_bar__minus_01_dot_81 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_63_bar__plus_00_dot_76_bar__minus_01_dot_81 CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation Laptop_bar__minus_01_dot_63_bar__plus_00_dot_76_bar__minus_01_dot_81 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_63_bar__plus_00_dot_76_bar__minus_01_dot_81)
        (objectType Laptop_bar__plus_02_dot_97_bar__plus_00_dot_64_bar__minus_02_dot_52 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_97_bar__plus_00_dot_64_bar__minus_02_dot_52 ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86)
        (objectAtLocation Laptop_bar__plus_02_dot_97_bar__plus_00_dot_64_bar__minus_02_dot_52 loc_bar_10_bar_3_bar_0_bar_30)
        (pickupable Laptop_bar__plus_02_dot_97_bar__plus_00_dot_64_bar__minus_02_dot_52)
        (objectType Newspaper_bar__minus_02_dot_61_bar__plus_00_dot_52_bar__plus_02_dot_78 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_61_bar__plus_00_dot_52_bar__plus_02_dot_78 CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation Newspaper_bar__minus_02_dot_61_bar__plus_00_dot_52_bar__plus_02_dot_78 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_61_bar__plus_00_dot_52_bar__plus_02_dot_78)
        (objectType Newspaper_bar__plus_02_dot_37_bar__plus_01_dot_36_bar__plus_00_dot_91 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_37_bar__plus_01_dot_36_bar__plus_00_dot_91 ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86)
        (objectAtLocation Newspaper_bar__plus_02_dot_37_bar__plus_01_dot_36_bar__plus_00_dot_91 loc_bar_10_bar_3_bar_0_bar_30)
        (pickupable Newspaper_bar__plus_02_dot_37_bar__plus_01_dot_36_bar__plus_00_dot_91)
        (objectType Pen_bar__plus_01_dot_61_bar__plus_00_dot_71_bar__plus_02_dot_24 PenType)
        (inReceptacle Pen_bar__plus_01_dot_61_bar__plus_00_dot_71_bar__plus_02_dot_24 Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation Pen_bar__plus_01_dot_61_bar__plus_00_dot_71_bar__plus_02_dot_24 loc_bar_1_bar_2_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_61_bar__plus_00_dot_71_bar__plus_02_dot_24)
        (objectType Pen_bar__plus_00_dot_68_bar__plus_00_dot_26_bar__plus_01_dot_39 PenType)
        (inReceptacle Pen_bar__plus_00_dot_68_bar__plus_00_dot_26_bar__plus_01_dot_39 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation Pen_bar__plus_00_dot_68_bar__plus_00_dot_26_bar__plus_01_dot_39 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable Pen_bar__plus_00_dot_68_bar__plus_00_dot_26_bar__plus_01_dot_39)
        (objectType Pencil_bar__minus_00_dot_20_bar__plus_01_dot_26_bar__plus_02_dot_63 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_20_bar__plus_01_dot_26_bar__plus_02_dot_63 Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (objectAtLocation Pencil_bar__minus_00_dot_20_bar__plus_01_dot_26_bar__plus_02_dot_63 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable Pencil_bar__minus_00_dot_20_bar__plus_01_dot_26_bar__plus_02_dot_63)
        (objectType Pencil_bar__plus_00_dot_33_bar__plus_00_dot_33_bar__plus_00_dot_49 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_33_bar__plus_00_dot_33_bar__plus_00_dot_49 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73)
        (objectAtLocation Pencil_bar__plus_00_dot_33_bar__plus_00_dot_33_bar__plus_00_dot_49 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_33_bar__plus_00_dot_33_bar__plus_00_dot_49)
        (objectType RemoteControl_bar__minus_00_dot_27_bar__plus_00_dot_19_bar__minus_01_dot_51 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_27_bar__plus_00_dot_19_bar__minus_01_dot_51 Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73)
        (objectAtLocation RemoteControl_bar__minus_00_dot_27_bar__plus_00_dot_19_bar__minus_01_dot_51 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_27_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (objectType RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_66_bar__minus_00_dot_90 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_66_bar__minus_00_dot_90 Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (objectAtLocation RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_66_bar__minus_00_dot_90 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_66_bar__minus_00_dot_90)
        (objectType Statue_bar__plus_01_dot_14_bar__plus_01_dot_13_bar__plus_00_dot_55 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_14_bar__plus_01_dot_13_bar__plus_00_dot_55 CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation Statue_bar__plus_01_dot_14_bar__plus_01_dot_13_bar__plus_00_dot_55 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Statue_bar__plus_01_dot_14_bar__plus_01_dot_13_bar__plus_00_dot_55)
        (objectType Statue_bar__minus_01_dot_88_bar__plus_01_dot_04_bar__plus_02_dot_53 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_88_bar__plus_01_dot_04_bar__plus_02_dot_53 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73)
        (objectAtLocation Statue_bar__minus_01_dot_88_bar__plus_01_dot_04_bar__plus_02_dot_53 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_88_bar__plus_01_dot_04_bar__plus_02_dot_53)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o WateringCanType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
