(define (problem plan_trial_T00000000_000001_000043)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        FloorLamp_bar__plus_01_dot_17_bar__plus_00_dot_11_bar__plus_02_dot_92 - object
        TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_32_bar__minus_00_dot_36 - object
        TissueBox_bar__plus_01_dot_96_bar__plus_01_dot_34_bar__plus_01_dot_16 - object
        TissueBox_bar__minus_01_dot_55_bar__plus_01_dot_12_bar__plus_01_dot_33 - object
        Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52 - object
        KeyChain_bar__plus_00_dot_19_bar__plus_00_dot_74_bar__minus_02_dot_55 - object
        KeyChain_bar__minus_01_dot_14_bar__plus_00_dot_97_bar__minus_01_dot_49 - object
        Pillow_bar__plus_01_dot_20_bar__plus_01_dot_12_bar__plus_01_dot_61 - object
        RemoteControl_bar__plus_02_dot_54_bar__plus_00_dot_77_bar__plus_01_dot_27 - object
        RemoteControl_bar__plus_01_dot_32_bar__plus_01_dot_26_bar__plus_00_dot_66 - object
        Statue_bar__minus_01_dot_81_bar__plus_00_dot_74_bar__plus_01_dot_91 - object
        ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 - receptacle
        CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 - receptacle
        DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_18_bar__plus_03_dot_61 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_48_bar__plus_03_dot_61 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_01_dot_07_bar__plus_03_dot_61 - receptacle
        Dresser_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 - receptacle
        Sofa_bar__minus_02_dot_68_bar__minus_00_dot_05_bar__minus_00_dot_12 - receptacle
        Sofa_bar__minus_03_dot_79_bar__plus_00_dot_01_bar__plus_03_dot_89 - receptacle
        TVStand_bar__plus_00_dot_20_bar__plus_00_dot_58_bar__plus_01_dot_98 - receptacle
        loc_bar__minus_11_bar_2_bar_2_bar_30 - location
        loc_bar__minus_11_bar_9_bar_2_bar_30 - location
        loc_bar__minus_15_bar_10_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_0_bar_30 - location
        loc_bar__minus_2_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_11_bar_0_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_14_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_15_bar_1_bar_30 - location
        loc_bar__minus_6_bar_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar_14_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 loc_bar__minus_11_bar_9_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_18_bar__plus_03_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_18_bar__plus_03_dot_61 loc_bar__minus_6_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_18_bar__plus_03_dot_61)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_48_bar__plus_03_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_48_bar__plus_03_dot_61 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_48_bar__plus_03_dot_61)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_01_dot_07_bar__plus_03_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_01_dot_07_bar__plus_03_dot_61 loc_bar__minus_3_bar_11_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_01_dot_07_bar__plus_03_dot_61)
        (receptacleType Dresser_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_03_dot_61 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_2_bar_10_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_68_bar__minus_00_dot_05_bar__minus_00_dot_12 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_68_bar__minus_00_dot_05_bar__minus_00_dot_12 loc_bar__minus_11_bar_2_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_79_bar__plus_00_dot_01_bar__plus_03_dot_89 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_79_bar__plus_00_dot_01_bar__plus_03_dot_89 loc_bar__minus_15_bar_10_bar_0_bar_30)
        (receptacleType TVStand_bar__plus_00_dot_20_bar__plus_00_dot_58_bar__plus_01_dot_98 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_20_bar__plus_00_dot_58_bar__plus_01_dot_98 loc_bar__minus_2_bar_8_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BoxType)
        (canContain DresserType KeyChainType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType TissueBoxType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (canContain TVStandType TissueBoxType)
        (objectType FloorLamp_bar__plus_01_dot_17_bar__plus_00_dot_11_bar__plus_02_dot_92 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_01_dot_17_bar__plus_00_dot_11_bar__plus_02_dot_92 DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00)
        (objectAtLocation FloorLamp_bar__plus_01_dot_17_bar__plus_00_dot_11_bar__plus_02_dot_92 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (toggleable FloorLamp_bar__plus_01_dot_17_bar__plus_00_dot_11_bar__plus_02_dot_92)
        (objectType TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_32_bar__minus_00_dot_36 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_32_bar__minus_00_dot_36 DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00)
        (objectAtLocation TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_32_bar__minus_00_dot_36 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_32_bar__minus_00_dot_36)
        (objectType TissueBox_bar__plus_01_dot_96_bar__plus_01_dot_34_bar__plus_01_dot_16 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_96_bar__plus_01_dot_34_bar__plus_01_dot_16 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (objectAtLocation TissueBox_bar__plus_01_dot_96_bar__plus_01_dot_34_bar__plus_01_dot_16 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_96_bar__plus_01_dot_34_bar__plus_01_dot_16)
        (objectType TissueBox_bar__minus_01_dot_55_bar__plus_01_dot_12_bar__plus_01_dot_33 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_55_bar__plus_01_dot_12_bar__plus_01_dot_33 SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52)
        (objectAtLocation TissueBox_bar__minus_01_dot_55_bar__plus_01_dot_12_bar__plus_01_dot_33 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_55_bar__plus_01_dot_12_bar__plus_01_dot_33)
        (objectType Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52 BoxType)
        (inReceptacle Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52 ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22)
        (objectAtLocation Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (pickupable Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52)
        (isReceptacleObject Box_bar__plus_02_dot_43_bar__plus_00_dot_28_bar__plus_00_dot_52)
        (objectType KeyChain_bar__plus_00_dot_19_bar__plus_00_dot_74_bar__minus_02_dot_55 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_19_bar__plus_00_dot_74_bar__minus_02_dot_55 Drawer_bar__minus_00_dot_38_bar__plus_00_dot_18_bar__plus_03_dot_61)
        (objectAtLocation KeyChain_bar__plus_00_dot_19_bar__plus_00_dot_74_bar__minus_02_dot_55 loc_bar__minus_6_bar_15_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_19_bar__plus_00_dot_74_bar__minus_02_dot_55)
        (objectType KeyChain_bar__minus_01_dot_14_bar__plus_00_dot_97_bar__minus_01_dot_49 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_14_bar__plus_00_dot_97_bar__minus_01_dot_49 DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00)
        (objectAtLocation KeyChain_bar__minus_01_dot_14_bar__plus_00_dot_97_bar__minus_01_dot_49 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_14_bar__plus_00_dot_97_bar__minus_01_dot_49)
        (objectType Pillow_bar__plus_01_dot_20_bar__plus_01_dot_12_bar__plus_01_dot_61 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_20_bar__plus_01_dot_12_bar__plus_01_dot_61 Sofa_bar__minus_02_dot_68_bar__minus_00_dot_05_bar__minus_00_dot_12)
        (objectAtLocation Pillow_bar__plus_01_dot_20_bar__plus_01_dot_12_bar__plus_01_dot_61 loc_bar__minus_11_bar_2_bar_2_bar_30)
        (pickupable Pillow_bar__plus_01_dot_20_bar__plus_01_dot_12_bar__plus_01_dot_61)
        (objectType RemoteControl_bar__plus_02_dot_54_bar__plus_00_dot_77_bar__plus_01_dot_27 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_54_bar__plus_00_dot_77_bar__plus_01_dot_27 ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22)
        (objectAtLocation RemoteControl_bar__plus_02_dot_54_bar__plus_00_dot_77_bar__plus_01_dot_27 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_54_bar__plus_00_dot_77_bar__plus_01_dot_27)
        (objectType RemoteControl_bar__plus_01_dot_32_bar__plus_01_dot_26_bar__plus_00_dot_66 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_32_bar__plus_01_dot_26_bar__plus_00_dot_66 CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15)
        (objectAtLocation RemoteControl_bar__plus_01_dot_32_bar__plus_01_dot_26_bar__plus_00_dot_66 loc_bar__minus_11_bar_9_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_32_bar__plus_01_dot_26_bar__plus_00_dot_66)
        (objectType Statue_bar__minus_01_dot_81_bar__plus_00_dot_74_bar__plus_01_dot_91 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_81_bar__plus_00_dot_74_bar__plus_01_dot_91 CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15)
        (objectAtLocation Statue_bar__minus_01_dot_81_bar__plus_00_dot_74_bar__plus_01_dot_91 loc_bar__minus_11_bar_9_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_81_bar__plus_00_dot_74_bar__plus_01_dot_91)
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
                         (objectType ?o TissueBoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
