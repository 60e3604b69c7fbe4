(define (problem plan_trial_T00000000_000001_000051)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        PencilType - otype
        PillowType - otype
        StatueType - otype
        WateringCanType - otype
        FloorLamp_bar__plus_00_dot_40_bar__plus_01_dot_11_bar__minus_00_dot_62 - object
        Statue_bar__plus_00_dot_05_bar__plus_00_dot_65_bar__minus_01_dot_79 - object
        Book_bar__minus_01_dot_29_bar__plus_00_dot_63_bar__plus_00_dot_04 - object
        Book_bar__plus_01_dot_24_bar__plus_00_dot_08_bar__plus_02_dot_40 - object
        Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13 - object
        CellPhone_bar__plus_00_dot_50_bar__plus_01_dot_34_bar__plus_02_dot_08 - object
        Laptop_bar__plus_01_dot_24_bar__plus_00_dot_77_bar__plus_01_dot_03 - object
        Pencil_bar__minus_00_dot_35_bar__plus_01_dot_42_bar__minus_00_dot_26 - object
        Pillow_bar__plus_00_dot_42_bar__plus_00_dot_75_bar__plus_02_dot_83 - object
        WateringCan_bar__minus_02_dot_22_bar__plus_00_dot_41_bar__minus_01_dot_26 - object
        WateringCan_bar__plus_01_dot_63_bar__plus_00_dot_39_bar__minus_00_dot_23 - object
        ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 - receptacle
        CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 - receptacle
        SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 - receptacle
        Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 - receptacle
        loc_bar_3_bar_11_bar_0_bar_30 - location
        loc_bar__minus_12_bar_14_bar_2_bar_30 - location
        loc_bar__minus_14_bar_6_bar_2_bar_30 - location
        loc_bar__minus_20_bar_13_bar_2_bar_30 - location
        loc_bar__minus_21_bar_12_bar_2_bar_30 - location
        loc_bar__minus_21_bar_14_bar_2_bar_30 - location
        loc_bar__minus_21_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_11_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar_11_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 loc_bar__minus_21_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68)
        (receptacleType SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain DrawerType WateringCanType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_00_dot_40_bar__plus_01_dot_11_bar__minus_00_dot_62 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_40_bar__plus_01_dot_11_bar__minus_00_dot_62 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation FloorLamp_bar__plus_00_dot_40_bar__plus_01_dot_11_bar__minus_00_dot_62 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_40_bar__plus_01_dot_11_bar__minus_00_dot_62)
        (objectType Statue_bar__plus_00_dot_05_bar__plus_00_dot_65_bar__minus_01_dot_79 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_05_bar__plus_00_dot_65_bar__minus_01_dot_79 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation Statue_bar__plus_00_dot_05_bar__plus_00_dot_65_bar__minus_01_dot_79 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_05_bar__plus_00_dot_65_bar__minus_01_dot_79)
        (objectType Book_bar__minus_01_dot_29_bar__plus_00_dot_63_bar__plus_00_dot_04 BookType)
        (inReceptacle Book_bar__minus_01_dot_29_bar__plus_00_dot_63_bar__plus_00_dot_04 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation Book_bar__minus_01_dot_29_bar__plus_00_dot_63_bar__plus_00_dot_04 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_29_bar__plus_00_dot_63_bar__plus_00_dot_04)
        (objectType Book_bar__plus_01_dot_24_bar__plus_00_dot_08_bar__plus_02_dot_40 BookType)
        (inReceptacle Book_bar__plus_01_dot_24_bar__plus_00_dot_08_bar__plus_02_dot_40 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (objectAtLocation Book_bar__plus_01_dot_24_bar__plus_00_dot_08_bar__plus_02_dot_40 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable Book_bar__plus_01_dot_24_bar__plus_00_dot_08_bar__plus_02_dot_40)
        (objectType Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13 BoxType)
        (inReceptacle Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13)
        (isReceptacleObject Box_bar__plus_00_dot_25_bar__plus_00_dot_28_bar__minus_01_dot_13)
        (objectType CellPhone_bar__plus_00_dot_50_bar__plus_01_dot_34_bar__plus_02_dot_08 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_50_bar__plus_01_dot_34_bar__plus_02_dot_08 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation CellPhone_bar__plus_00_dot_50_bar__plus_01_dot_34_bar__plus_02_dot_08 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_50_bar__plus_01_dot_34_bar__plus_02_dot_08)
        (objectType Laptop_bar__plus_01_dot_24_bar__plus_00_dot_77_bar__plus_01_dot_03 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_24_bar__plus_00_dot_77_bar__plus_01_dot_03 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Laptop_bar__plus_01_dot_24_bar__plus_00_dot_77_bar__plus_01_dot_03 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Laptop_bar__plus_01_dot_24_bar__plus_00_dot_77_bar__plus_01_dot_03)
        (objectType Pencil_bar__minus_00_dot_35_bar__plus_01_dot_42_bar__minus_00_dot_26 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_35_bar__plus_01_dot_42_bar__minus_00_dot_26 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Pencil_bar__minus_00_dot_35_bar__plus_01_dot_42_bar__minus_00_dot_26 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Pencil_bar__minus_00_dot_35_bar__plus_01_dot_42_bar__minus_00_dot_26)
        (objectType Pillow_bar__plus_00_dot_42_bar__plus_00_dot_75_bar__plus_02_dot_83 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_42_bar__plus_00_dot_75_bar__plus_02_dot_83 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Pillow_bar__plus_00_dot_42_bar__plus_00_dot_75_bar__plus_02_dot_83 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Pillow_bar__plus_00_dot_42_bar__plus_00_dot_75_bar__plus_02_dot_83)
        (objectType WateringCan_bar__minus_02_dot_22_bar__plus_00_dot_41_bar__minus_01_dot_26 WateringCanType)
        (inReceptacle WateringCan_bar__minus_02_dot_22_bar__plus_00_dot_41_bar__minus_01_dot_26 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation WateringCan_bar__minus_02_dot_22_bar__plus_00_dot_41_bar__minus_01_dot_26 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable WateringCan_bar__minus_02_dot_22_bar__plus_00_dot_41_bar__minus_01_dot_26)
        (objectType WateringCan_bar__plus_01_dot_63_bar__plus_00_dot_39_bar__minus_00_dot_23 WateringCanType)
        (inReceptacle WateringCan_bar__plus_01_dot_63_bar__plus_00_dot_39_bar__minus_00_dot_23 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation WateringCan_bar__plus_01_dot_63_bar__plus_00_dot_39_bar__minus_00_dot_23 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_01_dot_63_bar__plus_00_dot_39_bar__minus_00_dot_23)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
