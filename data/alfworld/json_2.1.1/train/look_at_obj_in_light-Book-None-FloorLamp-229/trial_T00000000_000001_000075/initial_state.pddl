(define (problem plan_trial_T00000000_000001_000075)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
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
        PillowType - otype
        RemoteControlType - otype
        WateringCanType - otype
        FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_80_bar__minus_00_dot_01 - object
        Book_bar__minus_02_dot_92_bar__plus_01_dot_38_bar__minus_02_dot_55 - object
        Book_bar__minus_01_dot_68_bar__plus_00_dot_37_bar__plus_02_dot_64 - object
        Book_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__plus_00_dot_02 - object
        Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53 - object
        Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18 - object
        CellPhone_bar__minus_01_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_30 - object
        Pillow_bar__plus_02_dot_28_bar__plus_00_dot_32_bar__plus_02_dot_95 - object
        Pillow_bar__plus_00_dot_94_bar__plus_00_dot_00_bar__minus_01_dot_68 - object
        RemoteControl_bar__plus_01_dot_20_bar__plus_00_dot_16_bar__plus_00_dot_17 - object
        RemoteControl_bar__plus_01_dot_21_bar__plus_01_dot_02_bar__plus_01_dot_25 - object
        WateringCan_bar__plus_00_dot_09_bar__plus_00_dot_74_bar__plus_01_dot_42 - object
        WateringCan_bar__minus_00_dot_72_bar__plus_00_dot_77_bar__minus_02_dot_23 - object
        ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 - receptacle
        CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 - receptacle
        Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 - receptacle
        SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 - receptacle
        SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 - receptacle
        SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 - receptacle
        Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 - receptacle
        loc_bar__minus_12_bar_14_bar_2_bar_30 - location
        loc_bar__minus_12_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_14_bar_6_bar_2_bar_30 - location
        loc_bar__minus_20_bar_10_bar_3_bar_30 - location
        loc_bar__minus_20_bar_13_bar_2_bar_30 - location
        loc_bar__minus_20_bar_15_bar_2_bar_30 - location
        loc_bar__minus_21_bar_12_bar_2_bar_30 - location
        loc_bar__minus_21_bar_14_bar_2_bar_30 - location
        loc_bar__minus_21_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar_11_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar__minus_1_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 loc_bar__minus_21_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68)
        (receptacleType Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 DresserType)
        (receptacleAtLocation Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WateringCanType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_80_bar__minus_00_dot_01 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_80_bar__minus_00_dot_01 SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52)
        (objectAtLocation FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_80_bar__minus_00_dot_01 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_80_bar__minus_00_dot_01)
        (objectType Book_bar__minus_02_dot_92_bar__plus_01_dot_38_bar__minus_02_dot_55 BookType)
        (inReceptacle Book_bar__minus_02_dot_92_bar__plus_01_dot_38_bar__minus_02_dot_55 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Book_bar__minus_02_dot_92_bar__plus_01_dot_38_bar__minus_02_dot_55 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Book_bar__minus_02_dot_92_bar__plus_01_dot_38_bar__minus_02_dot_55)
        (objectType Book_bar__minus_01_dot_68_bar__plus_00_dot_37_bar__plus_02_dot_64 BookType)
        (inReceptacle Book_bar__minus_01_dot_68_bar__plus_00_dot_37_bar__plus_02_dot_64 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Book_bar__minus_01_dot_68_bar__plus_00_dot_37_bar__plus_02_dot_64 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Book_bar__minus_01_dot_68_bar__plus_00_dot_37_bar__plus_02_dot_64)
        (objectType Book_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__plus_00_dot_02 BookType)
        (inReceptacle Book_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__plus_00_dot_02 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (objectAtLocation Book_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__plus_00_dot_02 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_66_bar__plus_00_dot_10_bar__plus_00_dot_02)
        (objectType Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53 BoxType)
        (inReceptacle Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53)
        (isReceptacleObject Box_bar__plus_01_dot_12_bar__plus_00_dot_18_bar__minus_00_dot_53)
        (objectType Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18 BoxType)
        (inReceptacle Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18 SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52)
        (objectAtLocation Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18)
        (isReceptacleObject Box_bar__plus_02_dot_03_bar__plus_00_dot_57_bar__minus_01_dot_18)
        (objectType CellPhone_bar__minus_01_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_30 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_30 SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62)
        (objectAtLocation CellPhone_bar__minus_01_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_30 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_30)
        (objectType Pillow_bar__plus_02_dot_28_bar__plus_00_dot_32_bar__plus_02_dot_95 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_28_bar__plus_00_dot_32_bar__plus_02_dot_95 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Pillow_bar__plus_02_dot_28_bar__plus_00_dot_32_bar__plus_02_dot_95 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Pillow_bar__plus_02_dot_28_bar__plus_00_dot_32_bar__plus_02_dot_95)
        (objectType Pillow_bar__plus_00_dot_94_bar__plus_00_dot_00_bar__minus_01_dot_68 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_94_bar__plus_00_dot_00_bar__minus_01_dot_68 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation Pillow_bar__plus_00_dot_94_bar__plus_00_dot_00_bar__minus_01_dot_68 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable Pillow_bar__plus_00_dot_94_bar__plus_00_dot_00_bar__minus_01_dot_68)
        (objectType RemoteControl_bar__plus_01_dot_20_bar__plus_00_dot_16_bar__plus_00_dot_17 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_20_bar__plus_00_dot_16_bar__plus_00_dot_17 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68)
        (objectAtLocation RemoteControl_bar__plus_01_dot_20_bar__plus_00_dot_16_bar__plus_00_dot_17 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_20_bar__plus_00_dot_16_bar__plus_00_dot_17)
        (objectType RemoteControl_bar__plus_01_dot_21_bar__plus_01_dot_02_bar__plus_01_dot_25 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_21_bar__plus_01_dot_02_bar__plus_01_dot_25 SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52)
        (objectAtLocation RemoteControl_bar__plus_01_dot_21_bar__plus_01_dot_02_bar__plus_01_dot_25 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_21_bar__plus_01_dot_02_bar__plus_01_dot_25)
        (objectType WateringCan_bar__plus_00_dot_09_bar__plus_00_dot_74_bar__plus_01_dot_42 WateringCanType)
        (inReceptacle WateringCan_bar__plus_00_dot_09_bar__plus_00_dot_74_bar__plus_01_dot_42 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation WateringCan_bar__plus_00_dot_09_bar__plus_00_dot_74_bar__plus_01_dot_42 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_00_dot_09_bar__plus_00_dot_74_bar__plus_01_dot_42)
        (objectType WateringCan_bar__minus_00_dot_72_bar__plus_00_dot_77_bar__minus_02_dot_23 WateringCanType)
        (inReceptacle WateringCan_bar__minus_00_dot_72_bar__plus_00_dot_77_bar__minus_02_dot_23 SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62)
        (objectAtLocation WateringCan_bar__minus_00_dot_72_bar__plus_00_dot_77_bar__minus_02_dot_23 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable WateringCan_bar__minus_00_dot_72_bar__plus_00_dot_77_bar__minus_02_dot_23)
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
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
