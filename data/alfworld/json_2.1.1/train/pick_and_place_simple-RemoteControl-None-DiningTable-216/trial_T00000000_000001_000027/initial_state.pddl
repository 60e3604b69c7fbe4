(define (problem plan_trial_T00000000_000001_000027)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        RemoteControl_bar__minus_02_dot_66_bar__plus_01_dot_32_bar__minus_00_dot_39 - object
        Laptop_bar__plus_01_dot_77_bar__plus_00_dot_09_bar__minus_02_dot_88 - object
        Pillow_bar__minus_00_dot_55_bar__plus_00_dot_94_bar__minus_02_dot_61 - object
        Pillow_bar__plus_01_dot_74_bar__plus_00_dot_86_bar__plus_02_dot_07 - object
        Statue_bar__plus_02_dot_68_bar__plus_00_dot_64_bar__minus_00_dot_96 - object
        Vase_bar__plus_00_dot_73_bar__plus_00_dot_85_bar__minus_00_dot_34 - object
        ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 - receptacle
        Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 - receptacle
        SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 - receptacle
        Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_16_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 loc_bar_4_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 loc_bar_4_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType RemoteControl_bar__minus_02_dot_66_bar__plus_01_dot_32_bar__minus_00_dot_39 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_66_bar__plus_01_dot_32_bar__minus_00_dot_39 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation RemoteControl_bar__minus_02_dot_66_bar__plus_01_dot_32_bar__minus_00_dot_39 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_66_bar__plus_01_dot_32_bar__minus_00_dot_39)
        (objectType Laptop_bar__plus_01_dot_77_bar__plus_00_dot_09_bar__minus_02_dot_88 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_77_bar__plus_00_dot_09_bar__minus_02_dot_88 SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12)
        (objectAtLocation Laptop_bar__plus_01_dot_77_bar__plus_00_dot_09_bar__minus_02_dot_88 loc_bar_4_bar_2_bar_0_bar_30)
        (pickupable Laptop_bar__plus_01_dot_77_bar__plus_00_dot_09_bar__minus_02_dot_88)
        (objectType Pillow_bar__minus_00_dot_55_bar__plus_00_dot_94_bar__minus_02_dot_61 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_55_bar__plus_00_dot_94_bar__minus_02_dot_61 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Pillow_bar__minus_00_dot_55_bar__plus_00_dot_94_bar__minus_02_dot_61 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar__minus_00_dot_55_bar__plus_00_dot_94_bar__minus_02_dot_61)
        (objectType Pillow_bar__plus_01_dot_74_bar__plus_00_dot_86_bar__plus_02_dot_07 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_74_bar__plus_00_dot_86_bar__plus_02_dot_07 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Pillow_bar__plus_01_dot_74_bar__plus_00_dot_86_bar__plus_02_dot_07 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pillow_bar__plus_01_dot_74_bar__plus_00_dot_86_bar__plus_02_dot_07)
        (objectType Statue_bar__plus_02_dot_68_bar__plus_00_dot_64_bar__minus_00_dot_96 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_68_bar__plus_00_dot_64_bar__minus_00_dot_96 SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Statue_bar__plus_02_dot_68_bar__plus_00_dot_64_bar__minus_00_dot_96 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (pickupable Statue_bar__plus_02_dot_68_bar__plus_00_dot_64_bar__minus_00_dot_96)
        (objectType Vase_bar__plus_00_dot_73_bar__plus_00_dot_85_bar__minus_00_dot_34 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_73_bar__plus_00_dot_85_bar__minus_00_dot_34 DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26)
        (objectAtLocation Vase_bar__plus_00_dot_73_bar__plus_00_dot_85_bar__minus_00_dot_34 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (pickupable Vase_bar__plus_00_dot_73_bar__plus_00_dot_85_bar__minus_00_dot_34)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
